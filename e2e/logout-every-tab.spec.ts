import { expect, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * An outside review: after Log out in one tab, a second open tab kept showing the seller's orders and dashboard until
 * it was reloaded (a shared phone, a tab left open). Log out reaches every tab (docs/architecture.md#log-out-reaches-every-tab).
 */
// Two tabs, the worker's install and an order: more than the default time on a busy machine.
test.slow();

test('Log out in one tab takes every other open tab to the signed-out view, its orders gone, without a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  const orderId = await placeOrderViaApi(page.request);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/dashboard');
    // A first load with nothing cached yet: slow on a busy machine.
    await expect(tab.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible({ timeout: 30_000 });
    await expect(tab.getByTestId('order-row')).toContainText(`QMT-${orderId}`);
  }
  // The other tab is not reloaded or navigated by the test from here on: a mark on its document proves it was not.
  await other.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));

  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();

  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
  await expect(other.getByTestId('order-row')).toHaveCount(0);
  await expect(other.getByText(`QMT-${orderId}`)).toHaveCount(0);
  // The same document: a route change in the app, not a reload.
  expect(await other.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});
