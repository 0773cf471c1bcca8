import { endpoints } from '../../contract/index.ts';
import { callApi } from '../api/call-api.ts';

/** What the seller sees about order updates on this browser (docs/decisions/111-web-push-order-updates.md). */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Push needs a service worker, the Push API and notifications (Safari on iPhone: only once installed to the home screen). */
function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * How long a page waits for the app to register its worker. A slow phone under load took more than 5 s on a first
 * visit (a clean-clone run: "Not available" where Turn on belonged); the card shows its loading state meanwhile.
 */
const registrationWaitMs = 15_000;

/**
 * The app's worker registration, or null (not registered: development server, or blocked). On a first visit the
 * app registers its worker only after the first view, so a page asking sooner waits for it a few seconds (an
 * outside review: the dashboard said "Not available" until a reload).
 */
async function registration(waitMs = registrationWaitMs): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const registered = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (registered) return registered;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  return Promise.race([navigator.serviceWorker.ready, giveUp]).finally(() => clearTimeout(timer));
}

/** The current state, read without asking the seller anything. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const subscription = await reg.pushManager.getSubscription().catch(() => null);
  return Notification.permission === 'granted' && subscription ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Turn on: only from the seller's tap (the browser asks for permission now, never on page load), then the browser
 * subscribes with the server's VAPID key and the server stores it for this seller.
 */
export async function turnOnPush(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const { public_key } = await callApi(endpoints.getPushPublicKey);
  const existing = await reg.pushManager.getSubscription();
  const subscription = existing ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  const json = subscription.toJSON();
  try {
    await callApi(endpoints.pushSubscribe, {
      body: {
        endpoint: subscription.endpoint,
        expirationTime: subscription.expirationTime,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    });
  } catch (error) {
    // Not stored on the server: the browser must not keep a subscription nobody sends to.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Turn off: the server forgets this browser, and the browser drops its subscription. */
export async function turnOffPush(): Promise<PushState> {
  await forgetPushSubscription();
  return readPushState();
}

/**
 * At Log out and Turn off: tell the server (best effort: if the call cannot get through, the push service answers
 * 410 at the next send and the server removes it then), and drop the browser's subscription in any case.
 */
export async function forgetPushSubscription(timeoutMs = 5000): Promise<void> {
  // No waiting: a worker not registered yet holds no subscription, and Log out must not stall on one.
  const reg = await registration(0);
  const subscription = await reg?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await callApi(endpoints.pushUnsubscribe, { body: { endpoint: subscription.endpoint }, timeoutMs }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
