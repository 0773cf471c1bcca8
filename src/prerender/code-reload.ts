/**
 * The last resort for a page whose code is stuck: some browsers (Debian's Chromium 150, found 2026-12-01) keep a
 * module that failed to download for the life of the page, and a module that imports it fails at once, with no
 * request, however often it is tried. A retry under a new URL (`?try=N`) helps the module itself, not one it imports:
 * an app script whose own download came back while its parts (React, the router) were cut stayed dead, notice
 * showing, even back online. So once a retry has failed too and the file can be fetched (the line is good), the page
 * is loaded again: before the app has started there is nothing of the seller's on it to lose, at most once a minute
 * per page (`mayReloadForCode`, the budget the route's error page spends too), so a file the server cannot give never
 * loops the page.
 */
import { fetchFile, mayReloadForCode } from '../lib/code-reload-budget.ts';
import { sayCodeGone } from './code-missing-notice.ts';

// The inline loader (app-loader.ts) writes the same rule into the page, with these.
export { codeReloadGapMs, codeReloadKey } from '../lib/code-reload-budget.ts';

/** How long the probe may take: a line that hangs (lie-fi) is not a good line. */
const probePatienceMs = 10_000;

/**
 * Asks for the page's file whose import failed. An HTTP error (a broken deploy: the file is gone) makes the notice say
 * so, with a link to reload, where 'once you are back online' would be untrue. After a retry failed too (`stuck`), a
 * file that can be fetched loads the page again (its import failed only because the browser kept a failure).
 */
export async function checkFailedCode(url: string, stuck: boolean): Promise<void> {
  const answer = await fetchFile(url, probePatienceMs);
  sayCodeGone(answer?.ok === false);
  if (stuck && answer?.ok && mayReloadForCode()) location.reload();
}
