import { placeOrderViaApi, verifiedSellerViaApi } from './support/checkout.ts';
import { expect, test } from '@playwright/test';

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
