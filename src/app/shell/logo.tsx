import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';

/** Wordmark linking home. The mark is decorative and gives way below 400 px (so the icons fit at
 * 360 px) and between 768 and 1024 px (so the four links fit). */
export function Logo() {
  return (
    // Named by its visible text plus ' home' (WCAG 2.5.3: 'click QuickMobile Trade' works by voice).
    <Link to={paths.home} className="inline-flex min-h-11 items-center gap-2 rounded-lg text-slate-900 no-underline">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="hidden size-8 shrink-0 min-[400px]:block md:hidden lg:block">
        <rect width="32" height="32" rx="8" fill="#0b5cad" />
        <rect x="10" y="6" width="12" height="20" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M14 22h4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="text-lg leading-none font-extrabold tracking-tight whitespace-nowrap md:text-base lg:text-lg">
        QuickMobile <span className="text-brand">Trade</span>
      </span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
