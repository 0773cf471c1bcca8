import { addPhoneToBasket, expect, test } from './support/checkout.ts';
import { serverBasketCount } from './support/outbox.ts';

test.use({ viewport: { width: 390, height: 844 } });

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

  // The item is removed elsewhere (the context's own cookies, a request setOffline does not stop).
  const basket = (await (await page.request.get('/api/basket')).json()) as { contents: { id: number }[] };
  const removed = await page.request.post('/api/basket/remove', { data: { itemId: basket.contents[0]!.id } });
  expect(removed.ok()).toBe(true);
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
  const basket = (await (await page.request.get('/api/basket')).json()) as { contents: { id: number }[] };
  const removed = await page.request.post('/api/basket/remove', { data: { itemId: basket.contents[0]!.id } });
  expect(removed.ok()).toBe(true);
  await expect(items).toHaveCount(1);

  await context.setOffline(false);
  await expect(page.getByText('Your basket is empty')).toBeVisible({ timeout: 15_000 });
  await expect(items).toHaveCount(0);
});
