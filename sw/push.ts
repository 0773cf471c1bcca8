declare const self: ServiceWorkerGlobalScope;

/** What the server sends (server/jobs/push-sender.ts, PushPayload): shown as it is. */
export interface OrderPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A same-origin path only: a payload can never send the seller to another site. */
function readPayload(data: PushMessageData | null): OrderPush | null {
  try {
    const value = data?.json() as Partial<OrderPush> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string' || typeof value.url !== 'string') return null;
    if (!value.url.startsWith('/') || value.url.startsWith('//')) return null;
    return { title: value.title, body: value.body, url: value.url, tag: typeof value.tag === 'string' ? value.tag : value.url };
  } catch {
    return null;
  }
}

/**
 * Order updates (docs/decisions/111-web-push-order-updates.md): `push` shows the notification (the same tag
 * replaces an earlier one for the same event); a tap focuses an open page on the order, or opens one.
 */
export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/pwa-192x192.png',
        badge: '/pwa-64x64.png',
        data: { url: payload.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    const url = new URL(typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard', self.location.origin).href;
    event.waitUntil(openOrder(url));
  });
}

/** An open page of the app is taken to the order and focused; with none, a new window opens on it. */
async function openOrder(url: string): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((client) => new URL(client.url).origin === self.location.origin);
  if (!page) {
    await self.clients.openWindow(url);
    return;
  }
  const moved = page.url === url ? page : ((await page.navigate(url).catch(() => null)) ?? page);
  await moved.focus().catch(() => undefined);
}
