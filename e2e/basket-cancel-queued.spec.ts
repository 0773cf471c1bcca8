import { expect, test } from '@playwright/test';
import { goDark, networkModes, reconnect } from './support/network.ts';
import { expectServerBasket, prepareOffline, quoteIphone13 } from './support/outbox.ts';

/**
 * An outside review: a phone added by mistake in a dead spot could not be taken back until it had landed in the
 * basket. The basket lists it with Cancel while nothing has been sent; cancelled, it is never sent. Under lie-fi the
 * browser says online, so the outbox tries: a first try goes out only once the server answers, so Cancel stays (and a
 * reload in the dead spot, which Chromium reports as online even when cut, does not take it away either). Dark before
 * the quote, or on its summary just after the server's price came (an outside review: that answer, a moment old,
 * was once taken for a line that still worked).
 */
test.describe.configure({ timeout: 120_000 });

const darkFrom = ['before the quote', 'on the summary'] as const;

for (const mode of networkModes) {
  for (const from of darkFrom) {
    test(`a device queued with the network ${mode === 'cut' ? 'cut' : `dark (${mode})`} ${from} can be cancelled from the basket: the badge drops, and back online nothing is sent`, async ({
      page,
      context,
    }) => {
      await prepareOffline(page);
      if (from === 'before the quote') await goDark(context, mode);
      await quoteIphone13(page);
      if (from === 'on the summary') await goDark(context, mode);
      await page.getByRole('button', { name: 'Add to Basket' }).click();
      await expect(page.getByRole('heading', { name: 'Queued for your basket' })).toBeVisible();
      const badge = page.getByRole('banner').getByTestId('basket-count');
      await expect(badge).toHaveText('1', { timeout: 15_000 });

      await page.goto('/basket');
      const queued = page.getByTestId('queued-basket-item');
      await expect(queued).toContainText('iPhone 13');
      await page.getByRole('button', { name: 'Cancel adding iPhone 13' }).click();
      await expect(queued).toHaveCount(0);
      await expect(badge).toHaveCount(0);
      await expect(page.getByTestId('queued-count')).toBeHidden();

      // Back online: the cancelled add is not sent, and the quote, kept on the phone, can be added again.
      await reconnect(context, mode);
      await page.waitForTimeout(3000);
      await expectServerBasket(page, 0);
      await page.goto('/sell-my-device/iphone-13');
      await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
      await page.getByRole('region', { name: 'Continue your quote?' }).getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('button', { name: 'Add to Basket' })).toBeVisible();
    });
  }
}
