import { placeOrderViaApi, verifiedSellerViaApi } from './support/checkout.ts';
import { expect, test, type Page } from '@playwright/test';
import { storedRowCount } from './support/stored-rows.ts';

// A seller signs up, orders, opens the dashboard once online, then stands at the counter with no signal.
test.slow();

test('the dashboard and the drop-off QR code work offline after a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  const orderId = await placeOrderViaApi(page.request);
  const number = `QMT-${orderId}`;

  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toBeVisible();
  // Once the label is made, its QR code and PDF are kept on the device (the label is polled by the page's reads).
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Show drop-off QR code')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trade-ins' })).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByText('Show drop-off QR code').click();
  const qr = row.getByRole('img', { name: `Drop-off QR code for order ${number}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(row.getByRole('link', { name: 'Saved shipping label (PDF)' })).toHaveAttribute('href', /^blob:/);
});

/** How many order details this device has saved (0 before any is). */
const savedDetails = (page: Page) => storedRowCount(page, 'orderDetails');

test('at the counter with no signal, View Details and Print Shipping Label open what was saved online; what never was is said', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  const orderId = await placeOrderViaApi(page.request);
  const number = `QMT-${orderId}`;

  // Online once: the list only (the seller never opens the order's details before going out).
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Show drop-off QR code')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect.poll(() => savedDetails(page), { timeout: 30_000 }).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `View Details of ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(dialog.getByText('Estimated payout')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Devices' }).getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByText('Failed to load order details.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The label PDF opens from the device: its link is an object URL of the saved copy (the page's CSP keeps fetch off
  // blob: URLs, so the saved copy is read where it is kept), and that copy is a PDF.
  const print = row.getByRole('link', { name: 'Print Shipping Label' });
  await expect(print).toHaveAttribute('href', /^blob:/);
  const head = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onsuccess = () => {
          const request = open.result.transaction('labels').objectStore('labels').getAll();
          request.onsuccess = () => void (request.result[0] as { pdf: Blob }).pdf.slice(0, 5).text().then(resolve);
          request.onerror = () => reject(request.error);
        };
      }),
  );
  expect(head).toBe('%PDF-');

  // An order whose details were never saved here (e.g. stored by an older version): said plainly, no endless spinner.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onsuccess = () => {
          const tx = open.result.transaction('orderDetails', 'readwrite');
          tx.objectStore('orderDetails').clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await row.getByRole('button', { name: `View Details of ${number}` }).click();
  await expect(dialog.getByText("This order's details were not saved on this device, so they need a connection.", { exact: false })).toBeVisible();
});

test('a seller with no trade-ins yet, reloading Your Trade-ins with no signal, is told they have none (as last read), not that nothing was saved', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const none = page.getByText('You have no trade-ins yet. Get a quote for your device to start one.');
  await expect(none).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Trade-ins' })).toBeVisible();
  await expect(page.getByText('Last known trade-ins, offline.')).toBeVisible();
  await expect(none).toBeVisible();
  await expect(page.getByText('not saved on this device', { exact: false })).toHaveCount(0);
});
