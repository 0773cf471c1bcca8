import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { placeOrderViaApi, verifiedSellerViaApi } from './support/checkout.ts';

/**
 * Order updates on the dashboard (docs/decisions/111-web-push-order-updates.md). Headless Chromium has no push
 * service to subscribe to, so the browser's PushManager is replaced by one that hands out a subscription on
 * FCM's address (the server's part is proved in tests/server/push.test.ts). Notification.requestPermission is
 * counted: the app must never call it on its own.
 */
async function fakePushManager(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`;
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const state = window as unknown as { permissionAsked: number; subscribed: boolean };
      state.permissionAsked = 0;
      state.subscribed = sessionStorage.getItem('subscribed') === '1';
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = (() => {
        state.permissionAsked += 1;
        return original();
      }) as typeof Notification.requestPermission;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          state.subscribed = false;
          sessionStorage.removeItem('subscribed');
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        state.subscribed = true;
        sessionStorage.setItem('subscribed', '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (state.subscribed ? subscription : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, keys },
  );
  return endpoint;
}

const card = (page: Page) => page.getByRole('region', { name: /Order updates on this device/ });
const permissionAsked = (page: Page) => page.evaluate(() => (window as unknown as { permissionAsked: number }).permissionAsked);

async function dashboardWithWorker(page: Page) {
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Trade-ins' })).toBeVisible();
}

test.describe('order updates on the dashboard', () => {
  test('offered only once there is an order, never asked on load; Turn on, Turn off, and Log out unsubscribes', async ({ page, context }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    const endpoint = await fakePushManager(page);
    await verifiedSellerViaApi(page.request);
    await dashboardWithWorker(page);
    await expect(page.getByText('You have no trade-ins yet.')).toBeVisible();
    await expect(card(page)).toHaveCount(0);

    await placeOrderViaApi(page.request);
    await page.reload();
    await expect(card(page)).toContainText('Off');
    expect(await permissionAsked(page)).toBe(0);

    await context.grantPermissions(['notifications']);
    const subscribed = page.waitForRequest((request) => request.url().endsWith('/api/push/subscribe'));
    await card(page).getByRole('button', { name: 'Turn on order updates' }).click();
    expect((await subscribed).postDataJSON()).toMatchObject({ endpoint });
    await expect(card(page)).toContainText('Order updates are on for this browser.');
    expect(await permissionAsked(page)).toBe(1);

    const offRequest = page.waitForRequest((request) => request.url().endsWith('/api/push/unsubscribe'));
    await card(page).getByRole('button', { name: 'Turn off order updates' }).click();
    expect((await offRequest).postDataJSON()).toEqual({ endpoint });
    await expect(card(page)).toContainText('Off');

    await card(page).getByRole('button', { name: 'Turn on order updates' }).click();
    await expect(card(page)).toContainText('On');
    const atLogout = page.waitForRequest((request) => request.url().endsWith('/api/push/unsubscribe'));
    await page.getByRole('button', { name: 'Dashboard Menu' }).click();
    await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('button', { name: 'Log out' }).click();
    expect((await atLogout).postDataJSON()).toEqual({ endpoint });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log into your account' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { subscribed: boolean }).subscribed)).toBe(false);
  });

  test('a first visit: the card waits for the worker the app is registering and offers Turn on (an outside review: "Not available" until a reload)', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    await fakePushManager(page);
    await verifiedSellerViaApi(page.request);
    await placeOrderViaApi(page.request);
    await page.goto('/dashboard');
    await expect(card(page)).toContainText('Off');
    await expect(card(page).getByRole('button', { name: 'Turn on order updates' })).toBeVisible();
  });

  test('the seller says no at the prompt: the card says notifications are blocked, and still does after a reload', async ({ page, context }) => {
    await context.addCookies([{ name: 'qmt_cookie_consent', value: 'necessary', url: 'http://127.0.0.1' }]);
    await fakePushManager(page);
    // The browser's prompt, answered Block (remembered for the site, as a browser does).
    await page.addInitScript(() => {
      let answer: NotificationPermission = localStorage.getItem('blocked') === '1' ? 'denied' : 'default';
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => answer });
      Notification.requestPermission = (async () => {
        (window as unknown as { permissionAsked: number }).permissionAsked += 1;
        answer = 'denied';
        localStorage.setItem('blocked', '1');
        return answer;
      }) as typeof Notification.requestPermission;
    });
    await verifiedSellerViaApi(page.request);
    await placeOrderViaApi(page.request);
    await dashboardWithWorker(page);
    await card(page).getByRole('button', { name: 'Turn on order updates' }).click();
    const blocked = "Notifications are blocked for this site. To get order updates, allow notifications in your browser's site settings.";
    await expect(card(page)).toContainText(blocked);
    await expect(card(page).getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(card(page)).toContainText('Blocked');
    await expect(card(page)).toContainText(blocked);
    expect(await permissionAsked(page)).toBe(0);
  });
});
