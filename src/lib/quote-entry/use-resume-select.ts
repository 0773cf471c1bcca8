import { useEffect, useRef } from 'react';
import { answersNow, reachability, subscribeReachability } from '../api/reachability.ts';
import { importRetryDelay } from '../import-until-loaded.ts';

/** A Select that could not reach the server, waiting to be carried on; `tries` Selects have failed so far. */
export interface PendingSelect<T> {
  item: T;
  tries: number;
}

/**
 * Carries on a Select that was told the questions need a connection (lie-fi: the browser says online, so no 'online'
 * event need ever come) once the server answers again: at an 'online' event, when another request or the
 * reachability probe gets an answer, or at a check of our own after 2 s doubling to 30 s; only while the page is
 * shown, at once when it is shown again. A tap or typing in the page means the seller moved on: `drop` is called,
 * so the page never jumps to a quote under them (decision 204). Another Select, or leaving the page, ends it too.
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
    let asking = false;
    let attempt = pending.tries;
    let timer: number | undefined;
    const shown = () => document.visibilityState === 'visible';
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
    };
    const carryOn = () => {
      stop();
      latest.current.resume(pending.item, pending.tries);
    };
    const check = async () => {
      window.clearTimeout(timer);
      if (stopped || asking || !shown()) return;
      asking = true;
      const answered = await answersNow();
      asking = false;
      if (stopped) return;
      if (answered && shown()) return carryOn();
      attempt += 1;
      timer = window.setTimeout(() => void check(), importRetryDelay(attempt));
    };
    const reachable = () => {
      if (!stopped && shown() && reachability() === 'reachable') carryOn();
    };
    const visible = () => void (shown() && check());
    const online = () => void check();
    // Clicks and typing inside the page (not the toast, the cookie banner or the top bar's menus) are the seller's.
    // The state is dropped after the event: a render inside it put a controlled box's old value back before React read
    // the new one (typing was lost).
    const movedOn = (event: Event) => {
      if (stopped || !(event.target instanceof Element) || !event.target.closest('main')) return;
      stop();
      window.setTimeout(() => latest.current.drop(pending));
    };
    const unsubscribe = subscribeReachability(reachable);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    document.addEventListener('click', movedOn, true);
    document.addEventListener('input', movedOn, true);
    timer = window.setTimeout(() => void check(), importRetryDelay(attempt));
    return () => {
      stop();
      unsubscribe();
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      document.removeEventListener('click', movedOn, true);
      document.removeEventListener('input', movedOn, true);
    };
  }, [pending]);
}
