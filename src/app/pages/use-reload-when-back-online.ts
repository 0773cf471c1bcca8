import { useEffect, useState } from 'react';
import { answersNow } from '../../lib/api/reachability.ts';
import { mayReloadForCode } from '../../lib/code-reload-budget.ts';

/** How often the server is asked while it does not answer (the probe itself gives up after 3 s). */
export const backOnlineCheckMs = 5_000;

/**
 * What the checks found: still asking (or about to load the page again), no answer (waiting for the signal), or the
 * server answered and the page's code is missing all the same.
 */
export type BackOnlineState = 'checking' | 'waiting' | 'answered';

const reloadPage = () => window.location.reload();

/**
 * A page whose code could not be downloaded loads itself again, as the seller would with Reload page:
 * - once the server answers after a check it did not (a first visit, before the worker holds the app, then a dead
 *   spot: the page stayed on the error for good after the signal came back, an outside review);
 * - when the server answers at the first check, once, through `mayReloadForCode` (at most once a minute, per tab).
 *   A dead spot shorter than the check, or the chunk's request alone hanging while the API answered, left the error
 *   page for good (an outside review). A build replaced meanwhile (a real 404) fails the same way after the reload,
 *   which finds the reload spent: the state is then 'answered', the error page with Reload page, never a loop.
 * The state lets the page say which it is (decisions 203 and 206).
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
        // Done: a check that the 'online' event started meanwhile must not show the error page during the reload.
        stopped = true;
        if (missed || mayReloadForCode()) reload();
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
