/**
 * The install offer's own rules (the offer shows on the quote's price, the order confirmation and the trade-ins page):
 * apart from the install event's capture (install-prompt.ts), which the first view needs and these do not.
 */

/** iOS Safari has no install event: the only way is Share > Add to Home Screen, so the offer says so. */
function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; touch support gives it away.
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const otherBrowser = /crios|fxios|edgios|opios/i.test(userAgent);
  return ios && !otherBrowser && /safari/i.test(userAgent);
}

export function onIosSafari(): boolean {
  return typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
}

const dismissedKey = 'qmt_install_offer_dismissed';

/** 'Not now' on the install offer is remembered on this device; blocked storage counts as dismissed (no nagging). */
export function installOfferDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === '1';
  } catch {
    return true;
  }
}

export function dismissInstallOffer(): void {
  try {
    localStorage.setItem(dismissedKey, '1');
  } catch {
    // Nothing to do: it simply shows again at the next helpful moment.
  }
}
