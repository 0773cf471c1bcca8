import { devices, type Browser, type BrowserContext, type Page } from 'playwright';
import type { QuoteRequest } from '../src/contract/index.ts';
import { paths } from '../src/shared/paths.ts';
import type { BenchProbe } from './page/probe-entry.ts';
import { injectProbe } from './lib/probe.ts';
import type { Row } from './lib/row.ts';
import { round } from './lib/stats.ts';

// A basket holds at most 20 items (server/services/basket/basket-store.ts): 50 adds are three sellers' queues.
const queues = [20, 20, 10];
const total = queues.reduce((sum, count) => sum + count, 0);

interface Seller {
  context: BrowserContext;
  page: Page;
  queued: number;
}

/** A seller on the basket page with the worker in control, who then loses the network and taps Add to Basket `queued` times. */
async function queueOffline(browser: Browser, baseUrl: string, quotes: QuoteRequest[], queued: number): Promise<Seller> {
  // bypassCSP: the bench's probe is an inline script, which the app's Content-Security-Policy rightly refuses.
  const context = await browser.newContext({ ...devices['Pixel 7'], bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${paths.basket}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await injectProbe(page);
  await context.setOffline(true);
  const actions = Array.from({ length: queued }, (_, index) => ({
    type: 'add-to-basket' as const,
    payload: quotes[index % quotes.length]!,
    label: `bench add ${index + 1}`,
    estimate: null,
  }));
  // The app's own enqueue (one Dexie transaction per tap), as the quote summary's Add to Basket calls it.
  await page.evaluate(async (list) => {
    const { enqueue } = (window as unknown as { benchProbe: BenchProbe }).benchProbe;
    for (const action of list) await enqueue(action);
  }, actions);
  return { context, page, queued };
}

/** Waits in the page until no row is left to send; resolves with the clock time then and the rows the server refused. */
function drained(page: Page): Promise<{ at: number; failed: number }> {
  return page.evaluate(async () => {
    const { db } = (window as unknown as { benchProbe: BenchProbe }).benchProbe;
    for (;;) {
      const rows = await db.outbox.toArray();
      if (rows.every((row) => row.state === 'failed')) return { at: Date.now(), failed: rows.length };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
}

async function serverBasketCount(context: BrowserContext, baseUrl: string): Promise<number> {
  const response = await context.request.get(`${baseUrl}/api/basket/count`);
  return ((await response.json()) as { itemCount: number }).itemCount;
}

/**
 * Outbox drain in Chromium: 50 Add to Basket actions queued offline through the app's enqueue in 3 sellers'
 * browsers (20 + 20 + 10), then the network restored; the app's own drainer sends them ('online' event).
 * Time from reconnect to every outbox empty; duplicates = items on the server beyond the actions acknowledged.
 */
export async function outboxDrain(browser: Browser, baseUrl: string, quotes: QuoteRequest[]): Promise<Row[]> {
  const sellers: Seller[] = [];
  try {
    for (const queued of queues) sellers.push(await queueOffline(browser, baseUrl, quotes, queued));
    const reconnected = Date.now();
    const [results] = await Promise.all([
      Promise.all(sellers.map((seller) => drained(seller.page))),
      ...sellers.map((seller) => seller.context.setOffline(false)),
    ]);
    const ms = Math.max(...results.map((result) => result.at)) - reconnected;
    let duplicates = 0;
    let lost = 0;
    const counts: number[] = [];
    for (const [index, seller] of sellers.entries()) {
      const acknowledged = seller.queued - results[index]!.failed;
      const onServer = await serverBasketCount(seller.context, baseUrl);
      counts.push(onServer);
      duplicates += Math.max(0, onServer - acknowledged);
      lost += Math.max(0, acknowledged - onServer);
    }
    const failed = results.reduce((sum, result) => sum + result.failed, 0);
    return [
      {
        figure: `outbox drain: ${total} queued actions, duplicates`,
        value: duplicates,
        unit: `duplicates (${lost} lost, ${failed} refused)`,
        goal: '0 duplicates',
        ok: duplicates === 0 && lost === 0 && failed === 0,
        method: `Chromium (Playwright, worker in control): ${total} Add to Basket queued offline with the app's enqueue in ${queues.length} sellers' browsers (${queues.join(' + ')}: a basket holds 20), then setOffline(false); server baskets then held ${counts.join(' + ')} items vs the actions acknowledged`,
      },
      {
        figure: `outbox drain: ${total} queued actions, time`,
        value: round(ms),
        unit: 'ms',
        goal: 'reference',
        ok: true,
        method: "from setOffline(false) to the last seller's outbox empty (the app's drainer, one request at a time per seller, woken by 'online')",
      },
    ];
  } finally {
    for (const seller of sellers) await seller.context.close();
  }
}
