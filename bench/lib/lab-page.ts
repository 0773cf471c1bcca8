import { devices, type Browser, type BrowserContext, type Page } from 'playwright';
import { injectProbe } from './probe.ts';

export interface LabPage {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * A blank page of the app's origin (so IndexedDB is the app's own) with the app's modules loaded as
 * `window.benchProbe`, on a Pixel 7 profile. The blank document is answered by Playwright, not the server:
 * the app itself does not run there, so nothing else writes to the database while it is measured.
 */
export async function openLabPage(browser: Browser, baseUrl: string): Promise<LabPage> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(`${baseUrl}/__bench-lab`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
  await page.goto(`${baseUrl}/__bench-lab`);
  await injectProbe(page);
  return { context, page, close: () => context.close() };
}
