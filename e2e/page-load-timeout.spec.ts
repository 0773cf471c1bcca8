import { expect, test } from '@playwright/test';
import { pageLoadFailedText, pageLoadSlowText } from '../src/app/page-load.ts';

// A first visit (no worker yet, so the page's code comes from the network) on a line that stops delivering.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test('a quote page whose code hangs ends on the error page with the connection words; Reload page then opens the quote', async ({ page }) => {
  // The quote page's own chunk never answers (lie-fi: the request leaves, nothing comes back), from the start: it is
  // asked for once the first view is done (use-quote-code-warm-up.ts), before any Select.
  const hang = '**/assets/quote-page-*.js';
  await page.route(hang, () => undefined);
  await page.goto('/sell-my-device/iphone-13');
  const select = page.getByRole('button', { name: 'Select iPhone 13', exact: true });
  await expect(select).toBeVisible();
  await select.click();

  // Words while it waits (after 8 s), then the error page (after 20 s).
  await expect(page.getByText(pageLoadSlowText)).toBeVisible({ timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({ timeout: 40_000 });
  await expect(main.getByText(pageLoadFailedText)).toBeVisible();
  await expect(page).toHaveURL(/\/quote$/);
  // The Select it came from is gone with its 'Loading...'.
  await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);

  // The line delivers again: Reload page opens the quote for the device chosen (its navigation state kept).
  await page.unroute(hang);
  await main.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('button', { name: /Quick Quote/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('iPhone 13');
});
