import { useEffect, useState, type ComponentProps } from 'react';
import { afterFirstView } from '../../lib/after-first-view.ts';
import type { SellThisPhone } from './sell-this-phone.tsx';

type Props = ComponentProps<typeof SellThisPhone>;

/**
 * "Sell this phone", its code fetched after the first view: it shows nothing until the browser has told its model
 * (an async Client Hints read and the model table) anyway, so the 1.7 KB of it and its Select flow no longer travel
 * with the first screen of / and /sell-my-device (issue 15's budget). Where the code cannot be fetched (a dead spot
 * on a first visit) the page goes without it, as browsers that report no model always have.
 */
export function SellThisPhoneLater(props: Props) {
  const [Loaded, setLoaded] = useState<typeof SellThisPhone | null>(null);
  useEffect(() => {
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
  return Loaded ? <Loaded {...props} /> : null;
}
