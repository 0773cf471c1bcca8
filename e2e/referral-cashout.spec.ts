import { expect, opsApi, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

test.slow();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('referral cashout: below £5.00 the button says so; after a friend’s completed sale, the form validates and cashes out', async ({
  page,
  browser,
}) => {
  await verifiedSellerViaApi(page.request);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Refer Friends' }).click();
  const referral = page.getByRole('dialog', { name: 'Refer Friends' });
  const code = (await referral.getByTestId('referral-code').textContent())!;
  await expect(referral.getByTestId('referral-balance')).toHaveText('£0.00');
  // Issue 16: at £0.00 the referral dialog's own button is disabled and says why (docs/product.md#5-validation-rules).
  await expect(referral.getByRole('button', { name: 'Minimum £5.00 Required' })).toBeDisabled();
  await expect(referral.getByRole('button', { name: 'Cash Out' })).toHaveCount(0);
  await referral.getByRole('button', { name: 'Close' }).click();
  const cashout = page.getByRole('dialog', { name: 'Cash Out Referral Balance' });

  // A friend signs up with the code, sells a phone, and the operator completes the sale.
  const friend = await browser.newContext();
  await verifiedSellerViaApi(friend.request, { referralCode: code });
  const order = await placeOrderViaApi(friend.request);
  for (const move of ['deliver', 'checkin', 'pay', 'complete']) await opsApi(friend.request, `/api/ops/orders/${order}/${move}`);
  await friend.close();

  await page.reload();
  await page.getByRole('button', { name: 'Refer Friends' }).click();
  await expect(referral.getByTestId('referral-balance')).toHaveText('£5.00');
  await referral.getByRole('button', { name: 'Cash Out' }).click();
  const request = cashout.getByRole('button', { name: 'Request Cashout' });
  await request.click();
  await expect(cashout.getByRole('alert')).toHaveText('Please enter both sort code and account number.');
  await cashout.getByLabel('Sort Code').fill('12345');
  await cashout.getByLabel('Account Number').fill('66374958');
  await request.click();
  await expect(cashout.getByRole('alert')).toHaveText('Sort code must be 6 digits (e.g. 12-34-56).');
  await cashout.getByLabel('Sort Code').fill('089999');
  await expect(cashout.getByLabel('Sort Code')).toHaveValue('08-99-99');
  await cashout.getByLabel('Account Number').fill('1234');
  await request.click();
  await expect(cashout.getByRole('alert')).toHaveText('Account number must be 8 digits.');
  await cashout.getByLabel('Account Number').fill('66374959');
  await request.click();
  await expect(cashout.getByRole('alert')).toHaveText(
    'These bank details do not match a UK bank account. Please check the sort code and account number.',
  );
  await cashout.getByLabel('Account Number').fill('66374958');
  await request.click();
  await expect(cashout.getByText("Cashout request submitted successfully! We'll process it within 1-2 business days.")).toBeVisible();
  await expect(cashout.getByTestId('cashout-balance')).toHaveText('£0.00');
  await expect(cashout).toBeHidden();
});
