import { useEffect, useRef } from 'react';
import { importModuleUntilLoaded } from '../import-until-loaded.ts';

/** A Select that could not reach the server, waiting to be carried on; `tries` Selects have failed so far. */
export interface PendingSelect<T> {
  item: T;
  tries: number;
}

/**
 * Carries on a Select that was told the questions need a connection once the server answers again
 * (resume-select-watch.ts says when). A tap or typing in the page means the seller moved on: `drop` is called, so the
 * page never jumps to a quote under them (decision 204). Another Select, or leaving the page, ends it too. The
 * watch's code is fetched only when a Select waits, tried until it arrives (out of the first view: issue 15's
 * budget); the seller's moving on is heard from the start.
 */
export function useResumeSelect<T, P extends PendingSelect<T>>(
  pending: P | null,
  resume: (item: T, tries: number) => void,
  drop: (pending: P) => void,
): void {
  const latest = useRef({ resume, drop });
  useEffect(() => {
    latest.current = { resume, drop };
  });

  useEffect(() => {
    if (pending === null) return;
    let stopped = false;
    let stopWatch = () => {};
    const stop = () => {
      stopped = true;
      stopWatch();
    };
    // Clicks and typing inside the page (not the toast, the cookie banner or the top bar's menus) are the seller's.
    // The state is dropped after the event: a render inside it put a controlled box's old value back before React read
    // the new one (typing was lost).
    const movedOn = (event: Event) => {
      if (stopped || !(event.target instanceof Element) || !event.target.closest('main')) return;
      stop();
      window.setTimeout(() => latest.current.drop(pending));
    };
    document.addEventListener('click', movedOn, true);
    document.addEventListener('input', movedOn, true);
    void importModuleUntilLoaded(() => import('./resume-select-watch.ts')).then(({ watchForAnswer }) => {
      if (stopped) return;
      stopWatch = watchForAnswer(pending.tries, () => {
        stop();
        latest.current.resume(pending.item, pending.tries);
      });
    });
    return () => {
      stop();
      document.removeEventListener('click', movedOn, true);
      document.removeEventListener('input', movedOn, true);
    };
  }, [pending]);
}
