import { OfflineIcon } from './product-icons.tsx';

/** Words for each way of being out of reach (docs/offline.md#reachability). */
export const connectivityTexts = {
  offline: {
    lead: 'You are offline.',
    rest: 'You can keep browsing and quoting. Devices you add to your basket are queued and sent when you are back online.',
  },
  // The phone has signal (it says online) but our server does not answer: "offline" would send the seller to check
  // a connection that works.
  unreachable: {
    lead: "We can't reach our server.",
    rest: 'You can keep browsing and quoting. Devices you add to your basket are queued and sent when it answers.',
  },
} as const;

/**
 * The id of the copy of the offline banner that a page started offline shows from its first paint, before the app's
 * SyncStatus arrives (docs/decisions/210): SyncStatus removes it as it draws its own banner in the same place.
 */
export const offlineStartBannerId = 'offline-start';

/**
 * Shown on every page while the server is out of reach (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state):
 * the browser is offline, or it is online and our server does not answer.
 */
export function ConnectivityBanner({ state }: { state: keyof typeof connectivityTexts }) {
  const text = connectivityTexts[state];
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-content items-start gap-2 px-4 py-2 text-sm">
        <OfflineIcon className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">{text.lead}</strong> {text.rest}
        </span>
      </p>
    </div>
  );
}
