import { expect, type Page } from '@playwright/test';
import { answerQuestions, goodPhoneStandard, visitOnlineOnce } from './quote.ts';

/** The worker controls the page and iPhone 13's questions (with its pricing table) are stored for offline use. */
export async function prepareOffline(page: Page): Promise<void> {
  await visitOnlineOnce(page, '/sell-my-device/iphone-13');
  await selectIphone13(page);
  await page.goBack();
}

export async function selectIphone13(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
}

/** From the catalogue page to the summary of a Quick Quote for a phone in good shape. */
export async function quoteIphone13(page: Page): Promise<void> {
  await quotePhone(page, 'iphone-13', 'iPhone 13');
}

export async function quotePhone(page: Page, term: string, name: string): Promise<void> {
  await page.goto(`/sell-my-device/${term}`);
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
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
