import { useNavigation } from 'react-router-dom';
import { pageLoadSlowAfterMs, pageLoadSlowText } from '../page-load.ts';
import { useSlow } from '../../lib/use-slow.ts';

/**
 * A thin bar under the top bar while a route's code chunk loads (navigation waits for it), so a slow network
 * does not look like an ignored tap. The bar is decorative (the page itself announces its new heading); a wait past
 * `pageLoadSlowAfterMs` is said in words, as the seller otherwise saw nothing change for up to 20 s (an outside review).
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const slow = useSlow(busy, pageLoadSlowAfterMs);
  return (
    <>
      {busy && (
        <div aria-hidden="true" className="fixed inset-x-0 top-16 z-40 h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand" />
        </div>
      )}
      <div
        role="status"
        className={slow ? 'fixed inset-x-0 top-17 z-40 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950' : 'sr-only'}
      >
        {slow && pageLoadSlowText}
      </div>
    </>
  );
}
