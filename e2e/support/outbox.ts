import { expect, type Page } from '@playwright/test';
import { answerQuestions, goodPhoneStandard, visitOnlineOnce } from './quote.ts';

/** The worker controls the page and iPhone 13's questions (with its pricing table) are stored for offline use. */
export async function prepareOffline(page: Page): Promise<void> {
  await visitOnlineOnce(page, '/sell-my-device/iphone-13');
  await selectIphone13(page);
  await page.goBack();
}

export async function selectIphone13(page: Page): Promise<void> {
  await selectDevice(page, 'iPhone 13');
}

const recording = new WeakSet<Page>();

/** From the next page load on, each click (and whether the app had taken the page over) and when it did, for selectDevice's error. */
async function recordTaps(page: Page): Promise<void> {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __tapLog: string[] }).__tapLog = log;
    const now = () => Math.round(performance.now());
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? (event.target.closest('button')?.getAttribute('aria-label') ?? event.target.tagName) : '?';
        log.push(`${now()} click ${target} appReady=${document.documentElement.dataset.appReady ?? 'no'}`);
      },
      true,
    );
    const ready = new MutationObserver(() => {
      if (!document.documentElement.dataset.appReady) return;
      log.push(`${now()} appReady`);
      ready.disconnect();
    });
    ready.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
    addEventListener('popstate', () => log.push(`${now()} popstate ${location.pathname}`));
  });
}

/**
 * Select, then the quote's first choice on screen. When it never comes, the error says what the page was doing: CI
 * twice saw an offline Select do nothing at all (no 'Loading...', no alert) with nothing else to go on.
 */
async function selectDevice(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  const quick = page.getByRole('button', { name: /Quick Quote/ });
  try {
    await quick.waitFor({ timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        url: location.href,
        appReady: document.documentElement.dataset.appReady ?? null,
        heldTaps: window.__qmtEarlyTaps?.length ?? null,
        controlled: Boolean(navigator.serviceWorker?.controller),
        onLine: navigator.onLine,
        marks: performance.getEntriesByType('mark').map((mark) => mark.name),
        selectButtons: [...document.querySelectorAll('main button')].slice(0, 4).map((button) => button.textContent),
        taps: (window as unknown as { __tapLog?: string[] }).__tapLog ?? null,
        history: history.length,
      }))
      .catch((reason: unknown) => String(reason));
    throw new Error(`Quick Quote did not appear after Select ${name}: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** From the catalogue page to the summary of a Quick Quote for a phone in good shape. */
export async function quoteIphone13(page: Page): Promise<void> {
  await quotePhone(page, 'iphone-13', 'iPhone 13');
}

export async function quotePhone(page: Page, term: string, name: string): Promise<void> {
  await recordTaps(page);
  await page.goto(`/sell-my-device/${term}`);
  await selectDevice(page, name);
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
}

/** 'Save for offline' on the catalogue page: every device's questions and prices stored, with its progress. */
export async function saveEverythingForOffline(page: Page): Promise<void> {
  await visitOnlineOnce(page, '/sell-my-device');
  const panel = page.getByRole('region', { name: 'Save for offline' });
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  await expect(panel.getByRole('status')).toContainText(/Saved for offline: all \d+ devices can now be quoted with no connection\./, {
    timeout: 30_000,
  });
}

/** The server's count for this browser's basket (the context's own cookie jar; never affected by setOffline). */
export async function serverBasketCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/basket/count');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { itemCount: number }).itemCount;
}

/** Waits until the server's basket holds exactly what the seller added (nothing lost, nothing doubled). */
export async function expectServerBasket(page: Page, added: number): Promise<void> {
  await expect.poll(() => serverBasketCount(page), { timeout: 20_000 }).toBe(added);
}

/** The pounds in a '£1,234.50' text. */
export function pounds(text: string | null): number {
  return Number((text ?? '').replace(/[£,]/g, ''));
}

/** The outbox's opIds in drain order, read straight from IndexedDB. */
export function queuedOpIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => resolve((request.result as { seq: number; opId: string }[]).sort((a, b) => a.seq - b.seq).map((row) => row.opId));
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
