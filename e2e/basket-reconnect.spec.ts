import { visitOnlineOnce } from './support/quote.ts';
import { addPhoneToBasket, expect, test, verifiedSellerViaApi } from './support/checkout.ts';

// A whole quote and the worker's install before the cut: more than the default time on a busy machine.
test.slow();

test('a basket opened with no signal shows its items once the signal is back, without a reload, and Next works', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await visitOnlineOnce(page, '/basket');
  await addPhoneToBasket(page);
  await expect(page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item')).toHaveCount(1);

  // A dead spot, on a device that kept no copy of this basket (basket-last-known.spec.ts is the one that did): the
  // basket page reloaded from the worker cannot read the server's basket.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('basket', 'readwrite');
          tx.objectStore('basket').clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await context.setOffline(true);
  await page.reload();
  // Nothing failed (decision 181): the offline state is said, not "Failed to load basket items".
  await expect(page.getByTestId('basket-offline')).toContainText('You are offline.');
  await expect(page.getByText('Failed to load basket items. Please try again.')).toHaveCount(0);

  // The signal comes back: the items show by themselves and the seller can go on.
  await context.setOffline(false);
  const items = page.getByRole('list', { name: 'Devices in your basket' }).getByTestId('basket-item');
  await expect(items).toHaveCount(1, { timeout: 20_000 });
  await expect(items).toContainText('Galaxy S23');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});
