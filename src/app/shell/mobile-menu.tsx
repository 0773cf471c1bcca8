import { useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons.tsx';
import { InstallButton } from '../pwa/install-button.tsx';
import { navItems } from './nav-items.ts';
import { TopNavLink } from './nav-link.tsx';

const panelId = 'mobile-menu';

/**
 * Under 768 px: the 'Menu' toggle and the four text links it reveals. Any navigation closes it, and so does the tap on
 * one of its links: a page whose code is slow to come kept the menu open over the page's wait, its slow-load words
 * drawn over the first link (an outside review).
 */
export function MobileMenu() {
  const location = useLocation();
  // Open "for" one location (the object: Back brings an old key again), so following a link closes the menu by itself.
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const open = openAt === location;
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <div
      className="md:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenAt(null);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">Menu</span>
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Main"
          className="animate-drop-in absolute inset-x-0 top-full border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
          onClick={(event) => (event.target as Element).closest('a') && setOpenAt(null)}
        >
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <TopNavLink to={item.to} prefixes={item.prefixes} layout="stacked">
                  {item.label}
                </TopNavLink>
              </li>
            ))}
          </ul>
          <InstallButton className="mt-3" />
        </nav>
      )}
    </div>
  );
}
