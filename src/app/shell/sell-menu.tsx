import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { ChevronIcon } from '../../components/icons.tsx';
import { importModuleUntilLoaded } from '../../lib/import-until-loaded.ts';
import { TopNavLink } from './nav-link.tsx';
import type { NavItem } from './nav-items.ts';

const panelId = 'mega-menu';
// The panel (and the Dexie catalogue it reads) loads on first open, not with the first page.
const MegaMenuPanel = lazy(() =>
  importModuleUntilLoaded(() => import('./mega-menu-panel.tsx')).then((module) => ({ default: module.MegaMenuPanel })),
);
// A short grace period so a diagonal mouse path from the link to the panel does not close it.
const closeDelayMs = 150;

/**
 * 'Sell my Device' with its mega-menu (desktop). Opens on mouse hover, on keyboard focus and from the chevron
 * button (Enter/Space); Escape closes it. A tap on touch screens just follows the link: hover opening is
 * limited to mouse pointers and focus that follows a pointer press is ignored.
 */
export function SellMenu({ item }: { item: NavItem }) {
  const location = useLocation();
  // Open "for" one location: any navigation closes the menu without an effect resetting state. The location object,
  // not its key: Back to the page the menu was opened on has the same key, and reopened it over that page.
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const open = openAt === location;
  const closeTimer = useRef<number | undefined>(undefined);
  // Focus that follows a pointer press (or our own Escape handling) must not open the menu.
  const skipFocusOpen = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A mouse resting on the link while the page was still loading (pre-rendered HTML, no app yet) sent its
  // pointerenter to nobody: open now, as if it had just arrived.
  useEffect(() => {
    const mouse = window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;
    if (mouse && wrapperRef.current?.matches(':hover')) setOpenAt(location);
    // Only the first mount: later hovers arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpenAt(location);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpenAt(null);
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = window.setTimeout(hide, closeDelayMs);
  };
  const onLinkFocus = () => {
    if (!skipFocusOpen.current) show();
    skipFocusOpen.current = false;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    skipFocusOpen.current = false;
    hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    skipFocusOpen.current = false;
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    hide();
    skipFocusOpen.current = true;
    linkRef.current?.focus();
  };

  return (
    <div
      ref={wrapperRef}
      className="flex h-full items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={() => {
        skipFocusOpen.current = true;
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <TopNavLink ref={linkRef} to={item.to} prefixes={item.prefixes} onFocus={onLinkFocus}>
        {item.label}
      </TopNavLink>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Show devices menu"
        onClick={() => (open ? hide() : show())}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <ChevronIcon direction={open ? 'up' : 'down'} />
      </button>
      {open && (
        <Suspense fallback={<MegaMenuLoading id={panelId} />}>
          <MegaMenuPanel id={panelId} />
        </Suspense>
      )}
    </div>
  );
}

function MegaMenuLoading({ id }: { id: string }) {
  return (
    <div id={id} className="absolute inset-x-0 top-full border-t border-slate-200 bg-white shadow-xl">
      <p className="mx-auto max-w-content px-4 py-6 text-slate-700">Loading...</p>
    </div>
  );
}
