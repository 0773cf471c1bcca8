import { useEffect, useState, type ComponentProps } from 'react';
import { afterFirstView } from '../../lib/after-first-view.ts';
import type { SellThisPhone } from './sell-this-phone.tsx';

type Props = Omit<ComponentProps<typeof SellThisPhone>, 'mayAppear'>;

declare global {
  interface Window {
    /**
     * Set by index.html's inline script at the seller's first touch, key or wheel (a scroll of their own starts with
     * one; the app's own scroll to top does not), heard from the first paint, before this code has come (an outside
     * review: a tap on the pre-rendered page before the app's script was not counted).
     */
    __qmtTouched?: boolean;
  }
}

/** Chromium on Android says so without a prompt (a low-entropy hint); nowhere else can the card ever show. */
function onAndroidChromium(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform === 'Android';
}

/** Read when the card is ready to show: the flag is set outside React, so there is nothing to re-render on. */
const untouched = () => window.__qmtTouched !== true;

/**
 * "Sell this phone", its code fetched after the first view and only on Android Chromium: it shows nothing before the
 * Client Hints read and the model table anyway, so its code no longer travels with the first screen of / and
 * /sell-my-device (issue 15's budget), nor to a browser that can never show it (an outside review). It appears only
 * while the seller has not yet touched, typed or scrolled: arriving late on a slow line, it pushed the search box
 * and the device cards about 150 px down under the seller's finger (the same review). Where its code cannot be
 * fetched (a dead spot on a first visit) the page goes without it, as browsers that report no model always have.
 */
export function SellThisPhoneLater(props: Props) {
  const [Loaded, setLoaded] = useState<typeof SellThisPhone | null>(null);
  useEffect(() => {
    if (!onAndroidChromium()) return;
    let current = true;
    afterFirstView()
      .then(() => import('./sell-this-phone.tsx'))
      .then(
        (module) => current && setLoaded(() => module.SellThisPhone),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} mayAppear={untouched} /> : null;
}
