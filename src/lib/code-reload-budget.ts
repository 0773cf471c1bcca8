/**
 * The one automatic reload a tab may make for code that could not be loaded: at most once in `codeReloadGapMs`
 * (sessionStorage, so per tab), so a file the server cannot give never loops the page. Spent by the start-up's
 * stuck-code reload (src/prerender/code-reload.ts, and the inline loader's copy of this rule in app-loader.ts) and
 * by the route's error page for a page whose code failed while the server answers (use-reload-when-back-online.ts,
 * decision 206): one budget for all, so one kind of reload cannot follow another into a loop.
 */
export const codeReloadKey = 'qmt-code-reload';
export const codeReloadGapMs = 60_000;

/** True (and noted) when a reload for code may happen now. */
export function mayReloadForCode(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(codeReloadKey)) || 0;
    if (now - last < codeReloadGapMs) return false;
    sessionStorage.setItem(codeReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}
