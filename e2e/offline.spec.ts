import { expect, test, type Page } from '@playwright/test';

/** One online visit: the worker installs and takes control, the catalogue reaches Dexie. */
async function visitOnlineOnce(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('offline, with the network really cut', () => {
  test('reload /sell-my-device/iphone offline: the catalogue and its search still work', async ({ page, context }) => {
    await visitOnlineOnce(page, '/sell-my-device');
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(30);

    await context.setOffline(true);
    await page.goto('/sell-my-device/iphone');
    await expect(page.getByRole('heading', { name: 'Sell Your Tech' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select iPhone 13 Pro Max' })).toBeVisible();
    await page.getByPlaceholder('Search for a phone...').fill('galaxy s21');
    await expect(page.getByRole('button', { name: 'Select Galaxy S21 Ultra', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select iPhone 13 Pro Max' })).toHaveCount(0);
  });

  test('the home page alone fills the offline catalogue; any route opens offline', async ({ page, context }) => {
    await visitOnlineOnce(page, '/');
    // The idle warm-up stores the catalogue in IndexedDB even though no catalogue page was opened.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('qmt');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('devices')) return resolve(0);
                const count = db.transaction('devices').objectStore('devices').count();
                count.onsuccess = () => resolve(count.result);
              };
              open.onerror = () => resolve(0);
            }),
        ),
      )
      .toBeGreaterThan(300);

    await context.setOffline(true);
    for (const path of ['/', '/sell-my-device', '/help', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
    }
    await page.goto('/sell-my-device/pixel');
    await expect(page.getByRole('button', { name: 'Select Google Pixel 9 Pro', exact: true })).toBeVisible();
  });

  test('the API is never answered from the worker cache', async ({ page, context }) => {
    await visitOnlineOnce(page, '/');
    await context.setOffline(true);
    const status = await page.evaluate(() =>
      fetch('/api/devices').then(
        (r) => r.status,
        () => 'network error',
      ),
    );
    expect(status).toBe('network error');
  });
});
