import { NavLink } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { helpTopics } from '../model/help-topics.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 no-underline ${isActive ? 'bg-brand-50 font-semibold text-brand' : 'text-slate-800 hover:bg-slate-100'}`;

/** The help centre's menu: every topic and its sub-pages, the current one marked (aria-current). */
export function HelpSideMenu({ className = '' }: { className?: string }) {
  return (
    <nav aria-label="Help centre" className={className}>
      <p className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Help centre</p>
      <ul className="mt-2 space-y-1">
        <li>
          <NavLink to={paths.help} end className={linkClass}>
            Help &amp; Contact
          </NavLink>
        </li>
        {helpTopics.map((topic) => (
          <li key={topic.path}>
            <NavLink to={topic.path} end className={linkClass}>
              {topic.title}
            </NavLink>
            {topic.children && (
              <ul className="mt-1 ml-3 space-y-1 border-l border-slate-200 pl-2">
                {topic.children.map((child) => (
                  <li key={child.path}>
                    <NavLink to={child.path} className={linkClass}>
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        <li>
          <NavLink to={paths.contact} className={linkClass}>
            Contact Us
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
