import { devices, type Browser, type Page } from 'playwright';
import { paths } from '../src/shared/paths.ts';
import type { Row } from './lib/row.ts';
import { median, round } from './lib/stats.ts';

const runs = 7;
const goalMs = 500;

/** Rows in the app's IndexedDB catalogue (read directly, as the offline browser tests do). */
function storedDevices(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('devices')) return resolve(0);
          const count = db.transaction('devices').objectStore('devices').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}

/**
 * Offline cold start: the worker installed and controlling, the catalogue in Dexie, then the network cut
 * (context.setOffline) and each run a new page opened to /sell-my-device. Timed in the page, from navigation
 * start (performance.timeOrigin) to the first frame after the first device card's Select button exists.
 */
export async function offlineColdStart(browser: Browser, baseUrl: string): Promise<Row[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('main li button[aria-label^="Select "]') === null) return;
        observer.disconnect();
        requestAnimationFrame(() => ((window as unknown as { firstCardAt: number }).firstCardAt = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    });
    const warm = await context.newPage();
    await warm.goto(`${baseUrl}${paths.home}`);
    await warm.evaluate(() => navigator.serviceWorker.ready);
    await warm.reload();
    await warm.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // The home page's idle warm-up stores the catalogue (docs/offline.md).
    for (let waited = 0; (await storedDevices(warm)) === 0; waited += 250) {
      if (waited > 60_000) throw new Error('the catalogue never reached IndexedDB');
      await warm.waitForTimeout(250);
    }
    await warm.close();
    await context.setOffline(true);

    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${paths.catalogue}`, { waitUntil: 'commit' });
      const handle = await page
        .waitForFunction(() => (window as unknown as { firstCardAt?: number }).firstCardAt, undefined, { timeout: 30_000, polling: 100 })
        .catch(async (error: unknown) => {
          const text = await page.evaluate(() => document.body?.innerText.slice(0, 300) ?? '').catch(() => '?');
          throw new Error(`no device card offline (${String(error).split('\n')[0]}); the page shows: ${text.replace(/\s+/g, ' ')}`);
        });
      times.push(Number(await handle.jsonValue()));
      if (
        !(await page
          .getByRole('button', { name: /^Select / })
          .first()
          .isVisible())
      )
        throw new Error('the first device card is not visible');
      await page.close();
    }
    const value = median(times);
    return [
      {
        figure: 'offline cold start to usable catalogue',
        value: round(value),
        unit: 'ms',
        goal: `<= ${goalMs} ms`,
        ok: value <= goalMs,
        method: `Playwright Chromium (Pixel 7), worker controlling and catalogue in Dexie, setOffline(true), new page to ${paths.catalogue}: navigation start to the frame after the first card's Select button; median of ${runs} (${times.map((t) => round(t)).join(', ')} ms)`,
      },
    ];
  } finally {
    await context.close();
  }
}
