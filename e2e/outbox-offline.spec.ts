import { expect, test } from '@playwright/test';
import { expectServerBasket, pounds, prepareOffline, quoteIphone13, selectIphone13 } from './support/outbox.ts';
import { answerQuestions, goodPhoneStandard } from './support/quote.ts';

// Each case installs the worker, quotes a device and waits out real backoffs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('offline: estimate, Add to Basket queued, reload offline, reconnect: exactly one basket item on the server', async ({ page, context }) => {
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);

  // The stored pricing table gives an estimate, labelled as one.
  await expect(page.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
  const estimate = await page.getByTestId('quote-price').textContent();
  await expect(page.getByText(`Estimated ${estimate}, confirmed when you are back online`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('heading', { name: 'Queued for your basket' })).toBeVisible();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  await expect(page.getByTestId('queued-count')).toHaveText('1 queued action');
  // The basket icon counts the queued device at once, offline (the outbox loads after the first view).
  const badge = page.getByRole('banner').getByTestId('basket-count');
  await expect(badge).toHaveText('1', { timeout: 15_000 });

  // Closing the tab or a restart loses nothing: the action is in IndexedDB.
  await page.reload();
  await expect(page.getByTestId('queued-count')).toHaveText('1 queued action');
  await expect(badge).toHaveText('1', { timeout: 15_000 });
  await page.getByTestId('queued-count').click();
  const item = page.getByRole('region', { name: 'Queued actions' }).getByRole('listitem');
  await expect(item).toContainText('Add iPhone 13 to basket');
  await expect(item).toContainText('Waiting for connection');
  // The quote itself shows it is queued, rather than offering to add it again.
  await page.goto('/sell-my-device/iphone-13');
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  await expectServerBasket(page, 0);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('queued-count')).toBeHidden();
  await expectServerBasket(page, 1);
  // Counted once: the server's count took over from the queued row's.
  await expect(badge).toHaveText('1');
  // Same pricing function, same table: the server's price is the estimate.
  expect(pounds(estimate)).toBeGreaterThan(0);
});

test('two of the same phone offline: Quote another beside the queued one, reconnect: two basket items on the server', async ({ page, context }) => {
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  // Reopened from the catalogue after a reload in the dead spot, as a seller fetching the second phone would.
  await page.reload();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  await page.goto('/sell-my-device/iphone-13');
  await page.getByRole('button', { name: 'Select iPhone 13', exact: true }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  await page.getByRole('button', { name: 'Quote another iPhone 13' }).click();
  await page.getByRole('button', { name: /Quick Quote/ }).click();
  await answerQuestions(page, goodPhoneStandard, 6);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');
  await expect(page.getByTestId('queued-count')).toHaveText('2 queued actions');
  await expect(page.getByRole('banner').getByTestId('basket-count')).toHaveText('2', { timeout: 15_000 });
  await expectServerBasket(page, 0);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('queued-count')).toBeHidden();
  await expectServerBasket(page, 2);
});

test('a price changed by the server: the seller is told both figures, and the basket has the server price', async ({ page, context }) => {
  await prepareOffline(page);
  // The stored table is older than the server's prices: its base value is 20% higher than today's.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('questionSets', 'readwrite');
          const store = tx.objectStore('questionSets');
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) return;
            const row = current.value as { pricing?: { basePence: number } };
            if (row.pricing) row.pricing.basePence = Math.round(row.pricing.basePence * 1.2);
            current.update(row);
            current.continue();
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await context.setOffline(true);
  await quoteIphone13(page);
  const estimate = pounds(await page.getByTestId('quote-price').textContent());
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByTestId('queued-status')).toHaveText('Waiting for connection');

  const added = page.waitForResponse('**/api/basket/add');
  await context.setOffline(false);
  const price = ((await (await added).json()) as { item: { offer_price: number } }).item.offer_price;
  expect(price).toBeLessThan(estimate);
  const gbp = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const notice = page.getByRole('status').filter({ hasText: 'The price has changed' });
  await expect(notice).toContainText(
    `Your iPhone 13 has been added to your basket. The price has changed: ${gbp(price)} (estimated ${gbp(estimate)}).`,
  );
  await expectServerBasket(page, 1);
  await notice.getByRole('button', { name: 'Dismiss notice about iPhone 13' }).click();
  await expect(notice).toBeHidden();
});

test('selecting again after reconnecting offers a fresh quote: the queued draft was cleared when the server confirmed', async ({ page, context }) => {
  await prepareOffline(page);
  await context.setOffline(true);
  await quoteIphone13(page);
  await page.getByRole('button', { name: 'Add to Basket' }).click();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/basket$/);
  await page.goto('/sell-my-device/iphone-13');
  await selectIphone13(page);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectServerBasket(page, 1);
});
