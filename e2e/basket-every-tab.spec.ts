import { expectServerBasket, prepareOffline, quoteIphone13 } from './support/outbox.ts';
import { expect, test } from './support/checkout.ts';

/**
 * An outside review, two tabs of one browser: a device queued offline in the first, the basket open in the second.
 * When the signal came back and one tab's drainer sent it, the other kept "Your basket is empty" (or its badge
 * without a count) until a reload. The sending tab tells the others (offline/outbox/signals.ts, a BroadcastChannel),
 * and they read the basket again at once.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

test('a device queued in one tab lands in the basket open in another, with the badge, without a reload', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  const basketTab = await context.newPage();
  await basketTab.goto('/basket');
  const queued = basketTab.getByRole('list', { name: 'Waiting to be added' }).getByTestId('queued-basket-item');
  await expect(queued).toContainText('iPhone 13');

  await context.setOffline(false);
  await expectServerBasket(page, 1);
  for (const tab of [basketTab, page]) {
    await expect(tab.getByRole('link', { name: 'Basket, 1 item' }).first()).toBeVisible({ timeout: 15_000 });
  }
  const items = basketTab.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
  await expect(items).toHaveCount(1, { timeout: 15_000 });
  await expect(items).toContainText('iPhone 13');
  await expect(basketTab.getByText('Your basket is empty')).toHaveCount(0);
  await expect(queued).toHaveCount(0);
});
