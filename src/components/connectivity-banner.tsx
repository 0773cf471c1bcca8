import { OfflineIcon } from './product-icons.tsx';

/** Shown on every page while the browser is offline (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state). */
export function ConnectivityBanner() {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-content items-start gap-2 px-4 py-2 text-sm">
        <OfflineIcon className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="font-semibold">You are offline.</strong> You can keep browsing and quoting. Devices you add to your basket are
          queued and sent when you are back online.
        </span>
      </p>
    </div>
  );
}
