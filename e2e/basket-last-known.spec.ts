import { goDark, reconnect, type NetworkMode } from './support/network.ts';
import { expectServerBasket, prepareOffline, quoteIphone13 } from './support/outbox.ts';
import { addPhoneToBasket, expect, test, verifiedSellerViaApi } from './support/checkout.ts';
import { storedRowCount } from './support/stored-rows.ts';

/**
 * An outside review: the basket opened in a dead spot said "Failed to load basket items" although this device had
 * shown the seller's basket minutes before. It shows the last basket it read, marked as such
 * (docs/offline.md#the-last-known-basket), a device added meanwhile as its own card, and Next disabled with the reason.
 */
test.describe.configure({ timeout: 120_000 });

for (const mode of ['cut', 'lie-fi failing'] as NetworkMode[]) {
  test(`${mode}: the basket opened with no signal shows the last known items, the queued device, and why Next waits`, async ({ page, context }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    await verifiedSellerViaApi(page.request);
    await prepareOffline(page);
    await addPhoneToBasket(page);
    const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId('basket-last-known')).toHaveCount(0);

    // A dead spot: another device quoted and added (queued), then the basket opened again.
    await goDark(context, mode);
    await quoteIphone13(page);
    await page.getByRole('button', { name: 'Add to Basket' }).click();
    await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
    await page.goto('/basket');

    await expect(page.getByTestId('basket-last-known')).toContainText('Last known basket, offline.');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('Galaxy S23');
    await expect(page.getByText('Failed to load basket items. Please try again.')).toHaveCount(0);
    const queued = page.getByRole('list', { name: 'Waiting to be added' }).getByTestId('queued-basket-item');
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText('iPhone 13');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Checkout needs a connection: Next is available again when we can reach our server.');
    await expect(page.getByTestId('next-blocked-reason')).toBeVisible();

    // The signal returns: the server's basket (both devices) replaces the copy, and the seller can go on.
    await reconnect(context, mode);
    await expect(items).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('basket-last-known')).toHaveCount(0);
    await expect(queued).toHaveCount(0);
    await expect(next).toBeEnabled();
    await expect(page.getByTestId('next-blocked-reason')).toHaveCount(0);
    await expectServerBasket(page, 2);
  });
}

// An outside review: a guest's copy was wiped by the signed-out check every page load runs, so a guest never saw it.
test("a guest's last known basket survives page loads and shows with no signal", async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await prepareOffline(page);
  await addPhoneToBasket(page);
  const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
  await expect(items).toHaveCount(1);
  // Full page loads, each with the signed-out visitor's check at start.
  await page.goto('/sell-my-device');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The check at start has run by the time the page is idle; the copy is still on the device.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(await storedRowCount(page, 'basket')).toBe(1);

  await goDark(context, 'cut');
  await page.goto('/basket');
  await expect(page.getByTestId('basket-last-known')).toContainText('Last known basket, offline.');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Galaxy S23');
  await reconnect(context, 'cut');
});
