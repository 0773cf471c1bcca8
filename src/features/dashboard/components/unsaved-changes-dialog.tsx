import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';

/**
 * docs/product.md#2-screens-and-routes: with unsaved changes, leaving the page by a link or an in-app Back opens 'Unsaved Changes' with
 * Stay / Leave. Closing or reloading the tab, or a Back that leaves the app's document, gets the browser's own
 * warning (beforeunload: the only thing a page may do there).
 */
export function UnsavedChangesDialog({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers from before the preventDefault() form (Safari, older Chromium) need a returnValue too.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onClose={() => blocker.reset?.()} title="Unsaved Changes" size="sm">
      <p className="text-slate-700">You have unsaved changes. If you leave this page now, they will be lost.</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}
