/**
 * The push services browsers subscribe through (Chrome and Android: FCM; Firefox: Mozilla; Edge: WNS; Safari:
 * Apple). The server POSTs to a subscription's endpoint, so only these hosts are accepted: a seller cannot make it
 * call anything else (docs/decisions/111-web-push-order-updates.md).
 */
const pushHostSuffixes = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export function isKnownPushService(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return pushHostSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}
