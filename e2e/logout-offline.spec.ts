import { visitOnlineOnce } from './support/quote.ts';
import { expect, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

// The worker's install and an order before the cut: more than the default time on a busy machine.
test.slow();

test('a Log out made with no signal ends the server session once the signal is back: the dashboard does not open again', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await placeOrderViaApi(page.request);
  await visitOnlineOnce(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();

  // The signal returns; whoever holds the phone opens the dashboard.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your Trade-ins')).toBeHidden();
  const session = await page.request.get('/api/users/validate');
  expect(session.status()).toBe(401);
});
