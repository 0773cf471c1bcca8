import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** The page is controlled by the app's worker (registered after the first load, then claiming the page). */
async function controlled(page: Page) {
  await page.goto('/how-it-works');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The worker's registration id, as the DevTools protocol names it. */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const ids: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; isDeleted: boolean }> }) => {
    for (const registration of registrations) if (!registration.isDeleted) ids.push(registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return { cdp, id: ids[0]! };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });

test.describe('order updates in the service worker', () => {
  test('a push shows the notification; a repeat of the same event replaces it; a tap takes the open page to the order', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await controlled(page);
    const { cdp, id } = await registrationId(context, page);
    const payload = {
      title: 'QMT-7: your device has arrived',
      body: 'We have your parcel. We will check your device in next.',
      url: '/help?order=7',
      tag: '7:arrived',
    };
    const origin = new URL(baseURL!).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // Sent twice (a retry after a crash): still one notification.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify({ ...payload, body: 'Again' }) });
    await expect.poll(async () => (await shownNotifications(page)).map((n) => n.body)).toEqual(['Again']);

    // A payload that would leave the site is not shown.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify({ ...payload, tag: 'x', url: 'https://evil.example/' }),
    });

    // The tap: the DevTools protocol cannot click a notification, so the worker is sent the event its click would fire.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // Worker globals, typed here: the tests compile with the page's DOM types.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/help\?order=7$/);
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(0);
  });
});
