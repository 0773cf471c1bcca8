import { expect, test } from '@playwright/test';
import { expectServerBasket, pounds, prepareOffline, quoteIphone13 } from './support/outbox.ts';

// The worker is installed, a device quoted and its queued add waits for the network: more than the default 30 s here.
test.describe.configure({ timeout: 90_000 });

test('a device added with no signal is in the basket as waiting to send, with its estimate, until the real item replaces it', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);
  const estimate = await page.getByTestId('quote-price').textContent();
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  // The basket, opened with the network still cut: the device is there, marked as not sent yet.
  await page.goto('/basket');
  const queued = page.getByRole('list', { name: 'Waiting to be added' }).getByTestId('queued-basket-item');
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('iPhone 13');
  await expect(queued).toContainText('Waiting to send');
  await expect(queued).toContainText(`Estimated ${estimate}`);
  await expect(page.getByText('Your basket is empty')).toBeHidden();
  await expectServerBasket(page, 0);

  // Back online: the outbox drains and the server's item takes its place, once.
  await context.setOffline(false);
  const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
  await expect(items).toHaveCount(1, { timeout: 30_000 });
  await expect(items).toContainText('iPhone 13');
  await expect(queued).toHaveCount(0);
  await expectServerBasket(page, 1);
  expect(pounds(estimate)).toBeGreaterThan(0);
});
