import { goDark, reconnect, type NetworkMode } from './support/network.ts';
import { expectServerBasket, prepareOffline, quoteIphone13 } from './support/outbox.ts';
import { expect, test } from './support/checkout.ts';

/**
 * An outside review: a basket never read online, opened with a device queued offline, said "Failed to load basket
 * items" above the queued card. Offline nothing failed: the page says the offline state, the queued device is its
 * card (docs/offline.md#the-last-known-basket), and the server's basket follows when it answers.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

for (const mode of ['cut', 'lie-fi failing'] as NetworkMode[]) {
  test(`${mode}: a basket never read online shows the offline state and the queued device, not a failure`, async ({ page, context }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    await prepareOffline(page);
    await goDark(context, mode);
    await quoteIphone13(page);
    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
    await page.goto('/basket');

    const queued = page.getByRole('list', { name: 'Waiting to be added' }).getByTestId('queued-basket-item');
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText('iPhone 13');
    const offline = page.getByTestId('basket-offline');
    await expect(offline).toContainText(/^(You are offline\.|We can't reach our server\.) Your basket shows here when we can reach our server/);
    await expect(page.getByText('Failed to load basket items. Please try again.')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

    // The signal returns: the queued device is sent and the server's basket replaces the offline state.
    await reconnect(context, mode);
    const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
    await expect(items).toHaveCount(1, { timeout: 30_000 });
    await expect(offline).toHaveCount(0);
    await expect(queued).toHaveCount(0);
    await expectServerBasket(page, 1);
  });
}
