import { useEffect, useState } from 'react';
import { answersNow } from '../../lib/api/reachability.ts';
import { codeReloadWaitMs, fetchFile, mayReloadForCode } from '../../lib/code-reload-budget.ts';
import { importRetryDelay, onTryAgainSignal } from '../../lib/import-until-loaded.ts';

/** How often the server is asked while it does not answer (the probe itself gives up after 3 s). */
export const backOnlineCheckMs = 5_000;

/**
 * What the checks found: still asking (or about to load the page again), no answer (waiting for the signal), or the
 * server answered and the page's code is missing all the same.
 */
export type BackOnlineState = 'checking' | 'waiting' | 'answered';

const reloadPage = () => location.reload();

/**
 * A page whose code could not be downloaded loads itself again, as the seller would with Reload page:
 * - once the server answers after a check it did not (a first visit, before the worker holds the app, then a dead
 *   spot: the page stayed on the error for good after the signal came back, an outside review);
 * - when the server answers at the first check, once, through `mayReloadForCode` (at most once a minute per page, in
 *   a tab). A dead spot shorter than the check, or the chunk's request alone hanging while the API answered, left the
 *   error page for good (an outside review);
 * - with that reload spent, once the page's own file (`file`, the URL the failure named) answers after a request for
 *   it did not: lie-fi failing the page's chunks while the API answered left the error page after the reload, and it
 *   stayed when the chunks came back (an outside review). Meanwhile the state is 'waiting', and the file is asked
 *   again after waits that double (`importRetryDelay`), or at once on an 'online' event, a tap or the page shown again. A build replaced meanwhile (a real
 *   404) gets an answer: the state is then 'answered', the error page with Reload page, never a loop. No reload
 *   happens without a request seen to fail first, so a page cannot reload itself in a loop.
 * - for code that hung (`hung`: the page-load timeout, whose error names the file it waited for), the file is asked
 *   first, not the server: an answer loads the page again as above, none says 'waiting' at once. A reload on a line
 *   that hangs our files hung again, so the seller met 'Waiting for a connection' after two timeouts, about 45 s
 *   (decision 212). A file that answers after that reload spent means one it imports hangs: 'waiting', and the page
 *   is loaded again once a minute, never the error page.
 * The state lets the page say which it is (decisions 203, 206 and 208).
 */
export function useReloadWhenBackOnline(
  active: boolean,
  file: string | null = null,
  reload: () => void = reloadPage,
  { hung = false }: { hung?: boolean } = {},
): BackOnlineState {
  const [state, setState] = useState<BackOnlineState>('checking');
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let missed = false;
    let tries = 0;
    // What is asked: the server, then (the page's reload spent) the page's own file (any HTTP status is an answer; a
    // line that hangs 3 s is none).
    const askFile = () => fetchFile(file!, 3_000);
    let ask: () => Promise<unknown> = hung && file ? askFile : answersNow;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest = 0;
    const check = async () => {
      const mine = ++latest;
      clearTimeout(timer);
      const asked = ask;
      const answered = await asked();
      // A check of the server that ends after the file is asked instead is out of date.
      if (stopped || asked !== ask) return;
      if (answered) {
        const reloads = missed || ((asked === answersNow || hung) && mayReloadForCode());
        if (!reloads && file && asked === answersNow) {
          ask = askFile;
          return void check();
        }
        if (!reloads && hung && file) {
          // The file answers, yet the page's code hung again after its reload: a file it imports hangs (lie-fi on one
          // of those), which nothing here can ask for. The page waits, and is loaded again once its minute is up; the
          // error page stayed there even with the line back (an outside review).
          setState('waiting');
          timer = setTimeout(() => void check(), codeReloadWaitMs() + 100);
          return;
        }
        // Done: a check that the 'online' event started meanwhile must not show the error page during the reload.
        stopped = true;
        if (reloads) reload();
        else setState('answered');
        return;
      }
      missed = true;
      setState('waiting');
      // Any answer counts, but only the latest check (a tap or an 'online' event starts one) sets the next wait.
      if (mine !== latest) return;
      timer = setTimeout(() => void check(), asked === answersNow ? backOnlineCheckMs : importRetryDelay(++tries));
    };
    void check();
    // The 'online' event, a tap, or the page shown again asks at once, and the waits start again from the shortest:
    // a page whose file came back waited up to 30 s for its next try (an outside review).
    const stopListening = onTryAgainSignal(() => {
      tries = 0;
      void check();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopListening();
    };
  }, [active, file, reload, hung]);
  return state;
}
