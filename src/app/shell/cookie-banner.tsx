import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button.tsx';
import { setFixedBottomRoom } from '../../components/fixed-bottom-room.ts';
import { paths } from '../../shared/paths.ts';
import type { chooseConsent } from '../consent/consent-store.ts';

/**
 * docs/product.md#2-screens-and-routes and docs/product.md#4-states-and-transitions: fixed to the bottom of every page until the seller chooses. The layout renders it
 * only while there is no choice; while it shows, the page reserves room for it (see useReservedRoom). The choice is
 * the layout's to store (`onChoose`): the banner's chunk, loaded after the first view, then shares no module with it.
 */
export function CookieBanner({ onChoose }: { onChoose: typeof chooseConsent }) {
  const ref = useReservedRoom();
  return (
    <section
      ref={ref}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-800">
          We use cookies to enhance your experience.{' '}
          <Link to={paths.cookiePrivacy} className="font-semibold underline">
            Learn more about our Cookie &amp; Privacy Policy
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => onChoose('necessary')}>
            Necessary Only
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => onChoose('accepted')}>
            Accept All Cookies
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * Reserves the banner's own height (it wraps to more lines on a narrow phone or with larger text): the bottom padding
 * of the layout around it (its parent), so the last of the page (the basket's Back/Next, the footer) scrolls clear of
 * it, and the scroll padding, so an element focused by keyboard is scrolled above it rather than under it (WCAG
 * 2.4.11). Both are written as plain properties of the elements that use them: a custom property on the root would be
 * inherited by every element, and changing it recalculated the style of the whole page in one task (75 ms at 4x CPU
 * on /, docs/decisions/176-no-page-wide-style-change-after-first-view.md). Toasts read the same height and float
 * above the banner instead of over its buttons.
 */
function useReservedRoom() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    const layout = banner?.parentElement;
    if (!banner || !layout) return;
    const root = document.documentElement;
    const reserve = () => {
      const px = Math.ceil(banner.getBoundingClientRect().height);
      const height = `${px}px`;
      layout.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
      setFixedBottomRoom(px);
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      layout.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
      setFixedBottomRoom(0);
    };
  }, []);
  return ref;
}
