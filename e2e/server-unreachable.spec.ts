import { goDark } from './support/network.ts';
import { addPhoneToBasket, confirmBankDetails, expect, test, toPaymentStep, verifiedSellerViaApi } from './support/checkout.ts';

// A whole checkout before the fault: more than the default time on a busy machine.
test.slow();

test('a checkout that times out with signal but no answer from our server: the strip says we cannot be reached, not that the seller is offline', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await addPhoneToBasket(page);
  await toPaymentStep(page);
  await confirmBankDetails(page);

  // The phone keeps its signal (the browser says online); our server never answers (lie-fi, hanging): the checkout
  // gives up after its own timeout.
  await goDark(context, 'lie-fi hanging');
  await page.getByRole('button', { name: 'Submit Order' }).press('Enter');
  await expect(page.getByText('Something went wrong while submitting your order.')).toBeVisible({ timeout: 40_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const strip = page.getByRole('status').filter({ hasText: "We can't reach our server." });
  await expect(strip).toHaveText(
    "We can't reach our server. You can keep browsing and quoting. Devices you add to your basket are queued and sent when it answers.",
  );
  await expect(page.getByText('You are offline.')).toBeHidden();

  // Really offline: the spec's own words come back.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(strip).toBeHidden();
});
