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
  await page.goto('/sell-my-device/iphone-13');
  await selectIphone13(page);
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
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
