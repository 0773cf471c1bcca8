import { expect, opsApi, opsCli, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

test.slow();

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
});

test('revised by the operator CLI, one requote is accepted and another declined from the dashboard', async ({ page }) => {
  await verifiedSellerViaApi(page.request);
  const accepted = await placeOrderViaApi(page.request);
  const declined = await placeOrderViaApi(page.request, 'iPhone 15');
  for (const id of [accepted, declined]) {
    for (const move of ['deliver', 'checkin']) await opsApi(page.request, `/api/ops/orders/${id}/${move}`);
    const revise = await opsCli('revise', `QMT-${id}`, '--price', '55.50', '--reason', 'Screen has a crack');
    expect(revise.code, revise.stderr).toBe(0);
    expect(revise.stdout).toContain(`QMT-${id}: Checked In - Under Review -> Revised - Awaiting Response`);
  }
  // A move the lifecycle does not allow: non-zero exit, and why.
  const refused = await opsCli('pay', String(accepted));
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain("Cannot pay an order that is 'Revised - Awaiting Response': only from 'Checked In - Under Review'.");

  await page.goto('/dashboard');
  const row = (id: number) => page.getByTestId('order-row').filter({ hasText: `QMT-${id}` });
  await expect(row(accepted)).toContainText('Revised - Awaiting Response');

  await row(accepted).getByRole('button', { name: 'Review Requote' }).click();
  const dialog = page.getByRole('dialog', { name: `Order QMT-${accepted}` });
  await expect(dialog.getByText('Revised offer: £55.50')).toBeVisible();
  await expect(dialog.getByText('Reason: Screen has a crack')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Requote' }).click();
  await expect(dialog.getByText('Click Confirm Requote again to accept the revised price.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm Requote' }).click();
  await dialog.getByRole('button', { name: 'Confirm Requote' }).click();
  await expect(dialog.getByText('Requote accepted! Your payment will be processed next business day.')).toBeVisible();
  // The dialog closes by itself 5 s after success.
  await expect(dialog).toBeHidden({ timeout: 8000 });
  await expect(row(accepted)).toContainText('Awaiting Payout');

  await row(declined).getByRole('button', { name: 'Review Requote' }).click();
  const second = page.getByRole('dialog', { name: `Order QMT-${declined}` });
  await second.getByRole('button', { name: 'Decline Requote' }).click();
  await second.getByRole('button', { name: 'Decline Requote' }).click();
  await expect(second.getByText('Requote declined. Your device will be returned to you.')).toBeVisible();
  await expect(second).toBeHidden({ timeout: 8000 });
  await expect(row(declined)).toContainText('Cancelled');
});
