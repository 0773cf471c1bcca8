import { expect, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * An outside review: a label that became ready after the dashboard loaded showed no Print Shipping Label until the
 * list was read again (a reload). While an order waits for its label the list is read again, with backoff.
 */
test.slow();

test('a label made after Your Trade-ins loaded gets its Print Shipping Label without a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  const id = await placeOrderViaApi(page.request);
  // The first read of the list finds the label still being made (the server's own answer for a label not made yet).
  let reads = 0;
  await context.route('**/api/users/orders', async (route) => {
    reads += 1;
    if (reads > 1) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { orders: { order_id: number; shipping_label: string | null }[] };
    // The body is already decoded here: answered without the server's content-encoding.
    await route.fulfill({
      status: response.status(),
      headers: { 'cache-control': 'no-store' },
      json: { ...body, orders: body.orders.map((order) => ({ ...order, shipping_label: null })) },
    });
  });

  await page.goto('/dashboard');
  const row = page.getByTestId('order-row').filter({ hasText: `QMT-${id}` });
  // A first load with nothing cached yet: slow on a busy machine.
  await expect(row).toContainText('Submitted', { timeout: 30_000 });
  await expect(row.getByRole('link', { name: 'Print Shipping Label' })).toHaveCount(0);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  await expect(row.getByRole('link', { name: 'Print Shipping Label' })).toBeVisible({ timeout: 15_000 });
  expect(reads).toBeGreaterThan(1);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
