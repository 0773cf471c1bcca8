/**
 * The one automatic reload a page may make for code that could not be loaded: at most once in `codeReloadGapMs` per
 * page (its pathname) in a tab (sessionStorage). A reload keeps the address, so it finds its page's reload spent: a
 * file the server cannot give never loops the page. Spent by the start-up's stuck-code reload
 * (src/prerender/code-reload.ts, and the inline loader's copy of this rule in app-loader.ts) and by the route's error
 * page for a page whose code failed while the server answers (use-reload-when-back-online.ts, decisions 206 and 208):
 * one budget for both kinds, so one cannot follow the other into a loop. Per page, not per tab: pages whose chunks
 * each failed once (a blip), opened one after another, each get their reload, where all but the first ended on the
 * error page (an outside review).
 */
export const codeReloadKey = 'qmt-code-reload';
export const codeReloadGapMs = 60_000;

/** True (and noted) when a reload for the code of the page shown (its pathname) may happen now. */
export function mayReloadForCode(now = Date.now()): boolean {
  try {
    if (codeReloadWaitMs(now) > 0) return false;
    sessionStorage.setItem(codeReloadKey + location.pathname, String(now));
    return true;
  } catch {
    return false;
  }
}

/** How long until `mayReloadForCode` may say yes again for the page shown (0: now; the whole gap when unreadable). */
export function codeReloadWaitMs(now = Date.now()): number {
  try {
    const last = Number(sessionStorage.getItem(codeReloadKey + location.pathname)) || 0;
    return Math.max(0, last + codeReloadGapMs - now);
  } catch {
    return codeReloadGapMs;
  }
}

/**
 * The file at `url` asked for past every cache, or null when no answer came within `ms` (a network error, or a line
 * that hangs): an answer of any status says the line to our files is good.
 */
export const fetchFile = (url: string, ms: number): Promise<Response | null> =>
  fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(ms) }).catch(() => null);
