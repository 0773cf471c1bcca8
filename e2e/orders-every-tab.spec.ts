import { addPhoneToBasket, checkOut, expect, test, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * An outside review: Your Trade-ins open in a second tab did not show an order made in the first until it was
 * reloaded. The tab that places the order tells the others (lib/orders-changed.ts, a BroadcastChannel as Log out
 * uses), and their list is read again at once.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('an order placed in one tab shows in Your Trade-ins open in another, without a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByText('You have no trade-ins yet. Get a quote for your device to start one.')).toBeVisible();

  await addPhoneToBasket(page);
  const number = await checkOut(page);

  // Well within the label poll's first read (2 s after a new order is only for a list that already has one).
  await expect(dashboard.getByTestId('order-row').filter({ hasText: number })).toBeVisible({ timeout: 5_000 });
  await expect(dashboard.getByText('You have no trade-ins yet. Get a quote for your device to start one.')).toHaveCount(0);
});

test('a basket open in another tab is read again when this tab places the order: it shows empty, not the sold items', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  const other = await context.newPage();
  await other.goto('/basket');
  await expect(other.getByTestId('basket-item')).toHaveCount(1);

  await checkOut(page);

  await expect(other.getByTestId('basket-item')).toHaveCount(0, { timeout: 5_000 });
});
