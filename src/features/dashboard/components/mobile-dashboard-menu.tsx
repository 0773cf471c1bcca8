import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@/components/icons.tsx';
import { DashboardNav } from './dashboard-nav.tsx';

/** Under 768 px the sidebar becomes a slide-out panel; Escape, the backdrop or a link closes it. */
export function MobileDashboardMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-menu"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800"
      >
        <MenuIcon className="size-5" /> Dashboard Menu
      </button>
      <div className={`fixed inset-0 z-40 ${open ? '' : 'pointer-events-none'}`} hidden={!open}>
        <div className="absolute inset-0 bg-slate-900/50" onClick={() => setOpen(false)} aria-hidden="true" />
        <div
          id="dashboard-menu"
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-label="Dashboard menu"
          className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white p-4 shadow-xl"
        >
          <div className="mb-4 flex items-center justify-between">
            <p className="text-lg font-bold">Dashboard</p>
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => setOpen(false)}
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <DashboardNav onNavigate={() => setOpen(false)} />
        </div>
      </div>
    </div>
  );
}
