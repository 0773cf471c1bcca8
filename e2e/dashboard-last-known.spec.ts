import { goDark, reconnect, type NetworkMode } from './support/network.ts';
import { expect, placeOrderViaApi, test, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * An outside review: Your Trade-ins, Account Settings and Marketing Preferences reloaded in a dead spot showed a generic
 * error with nothing last known. Each shows what this device kept, marked last known with its time, read-only, Save
 * Changes disabled with the reason; what is never kept (bank details) says it needs a connection, not that it failed
 * (docs/offline.md#the-last-known-account-pages).
 */
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });

const saveReason = 'Saving needs a connection: Save Changes is available again when we can reach our server.';

for (const mode of ['cut', 'lie-fi failing', 'lie-fi hanging'] as NetworkMode[]) {
  test(`${mode}: the dashboard pages reloaded with no signal show the last known data, read-only, and say why`, async ({ page, context }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    const seller = await verifiedSellerViaApi(page.request);
    const orderId = await placeOrderViaApi(page.request);
    expect((await page.request.post('/api/marketing/update', { data: { partner_offers: false } })).status()).toBe(200);

    // Online once: each page read from the server (and kept on the device).
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const row = page.getByTestId('order-row').filter({ hasText: `QMT-${orderId}` });
    await expect(row).toBeVisible();
    await page.goto('/dashboard/account');
    await expect(page.getByLabel('First Name')).toHaveValue(seller.user.firstName);
    await page.goto('/dashboard/marketing');
    await expect(page.getByRole('switch', { name: 'Partner Offers' })).not.toBeChecked();
    await expect(page.getByTestId('last-known')).toHaveCount(0);

    await goDark(context, mode);
    const save = page.getByRole('button', { name: 'Save Changes' });
    const generic = page.getByText(/Something went wrong|Error requesting marketing data|Failed to fetch orders/);

    await page.reload();
    await expect(page.getByTestId('last-known')).toContainText('Last known preferences, offline.', { timeout: 20_000 });
    await expect(page.getByTestId('last-known')).toContainText(/\(\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}\)/);
    await expect(page.getByRole('switch', { name: 'Partner Offers' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Exclusive Offers' })).toBeDisabled();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(saveReason);
    await expect(generic).toHaveCount(0);

    await page.goto('/dashboard/account');
    await expect(page.getByTestId('last-known')).toContainText('Last known details, offline.', { timeout: 20_000 });
    await expect(page.getByLabel('First Name')).toHaveValue(seller.user.firstName);
    await expect(page.getByLabel('First Name')).toBeDisabled();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(saveReason);
    // Bank details are never kept on the device: the offline state, not a failure.
    await expect(page.getByTestId('not-kept-offline')).toContainText(
      'Your payment details are not saved on this device, so they need a connection.',
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByText('We could not load your payment details. Please try again.')).toHaveCount(0);
    await expect(generic).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page.getByTestId('last-known')).toContainText('Last known trade-ins, offline.', { timeout: 20_000 });
    await expect(row).toBeVisible();
    await expect(generic).toHaveCount(0);
    // A report is sent at once (not queued): it waits for the server, and says why.
    const report = row.getByRole('button', { name: `Report Issue for QMT-${orderId}` });
    await expect(report).toBeDisabled();
    await expect(report).toHaveAccessibleDescription('Sending needs a connection: this is available again when we can reach our server.');

    // The signal returns: the server's answer replaces the copy without a reload.
    await reconnect(context, mode);
    await expect(page.getByTestId('last-known')).toHaveCount(0, { timeout: 30_000 });
    await expect(row).toBeVisible();
    await expect(report).toBeEnabled();
  });
}
