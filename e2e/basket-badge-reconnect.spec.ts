import type { Page } from '@playwright/test';
import { addPhoneToBasket, expect, test } from './support/checkout.ts';
import { serverBasketCount } from './support/outbox.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The basket's one item removed elsewhere: by API with the context's own cookies (a request setOffline does not stop). */
async function removeTheItemElsewhere(page: Page): Promise<void> {
  const basket = (await (await page.request.get('/api/basket')).json()) as { contents: { id: number }[] };
  const removed = await page.request.post('/api/basket/remove', { data: { itemId: basket.contents[0]!.id } });
  expect(removed.ok()).toBe(true);
}

/**
 * The badge read with no signal shows the count this device last had from the server. The basket changed elsewhere
 * meanwhile (another device of the seller's, another tab's drainer): when the signal returns the badge asks the
 * server again, without a reload.
 */
test('a badge read offline shows the server’s count once the signal returns, after a change made elsewhere', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await addPhoneToBasket(page);
  const badge = page.getByRole('banner').getByRole('link', { name: /^Basket/ });
  await expect(badge).toHaveAccessibleName('Basket, 1 item');

  // The worker answers the reload with no signal.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(badge).toHaveAccessibleName('Basket, 1 item');

  await removeTheItemElsewhere(page);
  expect(await serverBasketCount(page)).toBe(0);

  await context.setOffline(false);
  await expect(badge).toHaveAccessibleName('Basket', { timeout: 15_000 });
});

test('an open basket read before the signal went shows the server’s basket once it returns, after a change made elsewhere', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await addPhoneToBasket(page);
  const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
  await expect(items).toHaveCount(1);

  await context.setOffline(true);
  await removeTheItemElsewhere(page);
  await expect(items).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByText('Your basket is empty')).toBeVisible({ timeout: 15_000 });
  await expect(items).toHaveCount(0);
});
