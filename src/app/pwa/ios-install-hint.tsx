import { useState } from 'react';
import { Toast } from '../../components/toast.tsx';
import { isStandalone } from './install-prompt.ts';

const storageKey = 'qmt_ios_install_hint_dismissed';

/** iOS Safari has no install event: the only way is Share > Add to Home Screen, so we say so, once. */
export function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; touch support gives it away.
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const otherBrowser = /crios|fxios|edgios|opios/i.test(userAgent);
  return ios && !otherBrowser && /safari/i.test(userAgent);
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    return true; // storage blocked: we could not remember a dismissal, so do not nag
  }
}

function shouldOffer(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints) && !isStandalone() && !wasDismissed();
}

/** `suppressed` while the cookie banner is up, so the two never stack at the bottom of a small screen. */
export function IosInstallHint({ suppressed }: { suppressed: boolean }) {
  const [visible, setVisible] = useState(shouldOffer);
  if (!visible || suppressed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(storageKey, '1');
    } catch {
      // Nothing to do: it simply shows again next visit.
    }
    setVisible(false);
  };

  return (
    <Toast title="Add to Home Screen" onDismiss={dismiss} dismissLabel="Dismiss install hint">
      Install QuickMobile Trade on your iPhone or iPad: tap the Share button, then &lsquo;Add to Home Screen&rsquo;.
    </Toast>
  );
}
