import { answersNow, reachability, subscribeReachability } from '../api/reachability.ts';
import { importRetryDelay } from '../import-until-loaded.ts';

/**
 * Calls `answered` once the server answers again (lie-fi: the browser says online, so no 'online' event need ever
 * come): at an 'online' event, when another request or the reachability probe gets an answer, or at a check of our
 * own after 2 s doubling to 30 s (from `tries` Selects that failed); only while the page is shown, at once when it is
 * shown again. Returns the stop. Loaded only once a Select has had to wait (use-resume-select.ts).
 */
export function watchForAnswer(tries: number, answered: () => void): () => void {
  let stopped = false;
  let asking = false;
  let attempt = tries;
  let timer: number | undefined;
  const shown = () => document.visibilityState === 'visible';
  const carryOn = () => {
    stop();
    answered();
  };
  const check = async () => {
    window.clearTimeout(timer);
    if (stopped || asking || !shown()) return;
    asking = true;
    const reached = await answersNow();
    asking = false;
    if (stopped) return;
    if (reached && shown()) return carryOn();
    attempt += 1;
    timer = window.setTimeout(() => void check(), importRetryDelay(attempt));
  };
  const reachable = () => {
    if (!stopped && shown() && reachability() === 'reachable') carryOn();
  };
  const visible = () => void (shown() && check());
  const online = () => void check();
  const unsubscribe = subscribeReachability(reachable);
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  timer = window.setTimeout(() => void check(), importRetryDelay(attempt));
  function stop() {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', visible);
  }
  return stop;
}
