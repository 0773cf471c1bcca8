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
    // The state is dropped after the event: a render inside it put a controlled box's old value back before React read
    // the new one (typing was lost).
    const unlisten = listenForMovingOn(() => {
      if (stopped) return;
      stop();
      window.setTimeout(() => latest.current.drop(pending));
    });
    void importModuleUntilLoaded(() => import('./resume-select-watch.ts')).then(({ watchForAnswer }) => {
      if (stopped) return;
      stopWatch = watchForAnswer(pending.tries, () => {
        stop();
        latest.current.resume(pending.item, pending.tries);
      });
    });
    return () => {
      stop();
      unlisten();
    };
  }, [pending]);
}

/**
 * Calls `moved` at each click or typing inside the page (not the toast, the cookie banner or the top bar's menus): the
 * seller's own, from the moment it is called (the Select's own tap has passed by then). Returns the stop.
 */
export function listenForMovingOn(moved: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('main')) moved();
  };
  document.addEventListener('click', listener, true);
  document.addEventListener('input', listener, true);
  return () => {
    document.removeEventListener('click', listener, true);
    document.removeEventListener('input', listener, true);
  };
}
