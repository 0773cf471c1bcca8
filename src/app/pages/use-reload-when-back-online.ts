import { useEffect, useState } from 'react';
import { answersNow } from '../../lib/api/reachability.ts';

/** How often the server is asked while it does not answer (the probe itself gives up after 3 s). */
export const backOnlineCheckMs = 5_000;

/** What the first check found: still asking, no answer (waiting for the signal), or the server answered. */
export type BackOnlineState = 'checking' | 'waiting' | 'answered';

const reloadPage = () => window.location.reload();

/**
 * A page whose code could not be downloaded because the connection was gone (a first visit, before the worker holds
 * the app, then a dead spot) loads itself again once the server answers, as the seller would with Reload page. The
 * page stayed on the error for good after the signal came back (an outside review). Only a failure seen while the
 * server did not answer counts: when it answers at once, the code itself is missing (a build replaced meanwhile), and
 * a reload would fail the same way, over and over; the seller's Reload page stays for that. The state lets the page
 * say which it is (decision 203).
 */
export function useReloadWhenBackOnline(active: boolean, reload: () => void = reloadPage): BackOnlineState {
  const [state, setState] = useState<BackOnlineState>('checking');
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let missed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      const answered = await answersNow();
      if (stopped) return;
      if (answered) {
        if (missed) reload();
        else setState('answered');
        return;
      }
      missed = true;
      setState('waiting');
      timer = setTimeout(() => void check(), backOnlineCheckMs);
    };
    const online = () => void check();
    void check();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [active, reload]);
  return state;
}
