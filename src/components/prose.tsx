import type { ReactNode } from 'react';

// Long-form text (help articles, terms, privacy) without a typography plugin: element styles scoped to this box.
const styles = [
  'max-w-prose text-base leading-7 text-slate-800',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&>h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_a]:font-semibold [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${styles} ${className}`}>{children}</div>;
}
