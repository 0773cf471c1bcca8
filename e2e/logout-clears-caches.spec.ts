import { expect, test, type Page } from '@playwright/test';
import { placeOrderViaApi, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * Issue 13 item 6: the service worker cached a signed-in seller's label QR code (`/api/orders/label/<uuid>/qrcode.png`
 * in the image cache, despite `no-store`) and it survived Log out. The worker never caches /api/, and Log out
 * empties every cache that can hold the seller's data: Cache Storage (all but the build's precache) and the
 * seller's IndexedDB tables (account, orders, labels).
 */
test.slow();

/** Every URL in Cache Storage, by cache. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) result[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return result;
  });

const sellerRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = ['account', 'orders', 'labels', 'orderDetails', 'basket'];
          const tx = open.result.transaction(names);
          const counts: Record<string, number> = {};
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => resolve(counts);
        };
      }),
  );

test('the QR code is never cached by the worker, and Log out leaves no seller data in Cache Storage or IndexedDB', async ({ page, context }) => {
  await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
  await verifiedSellerViaApi(page.request);
  await placeOrderViaApi(page.request);

  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The label is made in the background; then its QR code is loaded as an image, through the worker.
  let qrcodeUrl = '';
  await expect(async () => {
    const orders = await (await page.request.get('/api/users/orders')).json();
    const uuid = orders.orders[0]?.label_uuid as string | undefined;
    expect(uuid).toBeTruthy();
    const status = await (await page.request.get(`/api/orders/label-status?label_uuid=${uuid}`)).json();
    expect(status.ready).toBe(true);
    qrcodeUrl = status.qrcode_url as string;
  }).toPass({ timeout: 60_000 });
  const loaded = (url: string) =>
    page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = src;
        }),
      url,
    );
  expect(await loaded(qrcodeUrl)).toBe(true);
  // The same image by another spelling of its path (the server routes `/%61pi/...` to the API too).
  expect(await loaded(new URL(qrcodeUrl, page.url()).pathname.replace(/^\/api\//, '/%61pi/'))).toBe(true);
  await expect
    .poll(async () =>
      Object.values(await cacheContents(page))
        .flat()
        .filter((path) => /^\/(api|%61pi)\//i.test(path)),
    )
    .toEqual([]);

  // Something a seller fetched in a runtime cache (an older worker's entry): Log out must take it away too.
  await page.evaluate(async () => {
    await (await caches.open('qmt-images-v1')).put('/images/seller-fetched.png', new Response('x', { headers: { 'Content-Type': 'image/png' } }));
  });
  // The order's detail is saved for the counter too (docs/offline.md#orders-at-the-counter): Log out must drop it.
  // The user, and the details the dashboard read (docs/offline.md#the-last-known-account-pages).
  await expect.poll(() => sellerRows(page)).toMatchObject({ account: 2, orderDetails: 1 });
  // Marketing Preferences as last read: a third account row, which Log out must drop too.
  await page.goto('/dashboard/marketing');
  await expect.poll(() => sellerRows(page)).toMatchObject({ account: 3 });
  // The basket as last read is kept for a dead spot (docs/offline.md#the-last-known-basket): Log out must drop it too.
  await page.goto('/basket');
  await expect.poll(() => sellerRows(page)).toMatchObject({ basket: 1 });
  await page.goto('/dashboard');

  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();

  // Every runtime cache is emptied. The signed-out page shown next may cache its own public images again at once
  // (a race the seller never sees), so what may remain is exactly the images that page shows, nothing from before.
  const leftAfterLogOut = async () => {
    const onScreen = new Set(await page.evaluate(() => Array.from(document.images, (image) => new URL(image.currentSrc || image.src).pathname)));
    return Object.entries(await cacheContents(page))
      .filter(([name]) => !name.startsWith('workbox-precache'))
      .flatMap(([, paths]) => paths)
      .filter((path) => !onScreen.has(path));
  };
  await expect.poll(leftAfterLogOut).toEqual([]);
  expect(
    Object.values(await cacheContents(page))
      .flat()
      .filter((path) => /^\/(api|%61pi)\//i.test(path)),
  ).toEqual([]);
  expect(await sellerRows(page)).toEqual({ account: 0, orders: 0, labels: 0, orderDetails: 0, basket: 0 });
});
