import { expect, type Page } from '@playwright/test';
import { pageWaitsHeading, pageWaitsText } from '../../src/app/page-load.ts';

/** The route error page's heading (docs/product.md#2-screens-and-routes). */
export const errorHeading = 'Unexpected Application Error!';

/**
 * Counts the page's document loads, and notes in sessionStorage (kept over a reload) whether the error heading was
 * ever on screen: a reload that follows a moment of the error page is still the error page to a seller.
 */
export async function watchErrorPage(page: Page): Promise<{ loads: () => number; errorEverShown: () => Promise<boolean> }> {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.addInitScript((heading) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(heading)) sessionStorage.setItem('e2e-error-shown', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, errorHeading);
  return { loads: () => loads, errorEverShown: async () => (await page.evaluate(() => sessionStorage.getItem('e2e-error-shown'))) === '1' };
}

/**
 * The page waits for its code in calm words ('Waiting for a connection', decision 203), not the error page, on the
 * address asked for, within `timeout` ms.
 */
export async function expectWaitingForConnection(page: Page, address: RegExp, timeout: number): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: pageWaitsHeading })).toBeVisible({ timeout });
  await expect(main.getByText(pageWaitsText)).toBeVisible();
  await expect(page.getByRole('heading', { name: errorHeading })).toHaveCount(0);
  await expect(page).toHaveURL(address);
}
