import { Alert } from '@/components/alert.tsx';
import { connectivityTexts } from '@/components/connectivity-banner.tsx';
import { useReachability } from '@/offline/outbox/index.ts';

let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * docs/offline.md#the-last-known-basket: the basket shown is the copy this device kept, not the server's answer: say so,
 * and when it was read, so a seller in a dead spot knows what they are looking at.
 */
export function LastKnownNotice({ savedAt }: { savedAt: number }) {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
  return (
    <Alert tone="info">
      <p data-testid="basket-last-known">
        <strong>Last known basket, offline.</strong>{' '}
        {`We can't reach our server, so this is your basket as this device last saw it (${timeFormat.format(savedAt)}). It is checked again when the connection is back.`}
      </p>
    </Alert>
  );
}

/**
 * docs/offline.md#the-last-known-basket: the basket was never read on this device and the server gives no answer: the
 * offline state, in the connectivity banner's words, not "Failed to load basket items" (nothing failed). Devices added
 * meanwhile show below as their own cards.
 */
export function BasketOffline({ onRetry }: { onRetry: () => void }) {
  const reach = useReachability();
  const lead = connectivityTexts[reach === 'unreachable' ? 'unreachable' : 'offline'].lead;
  return (
    <Alert tone="info">
      <p data-testid="basket-offline">
        <strong>{lead}</strong> Your basket shows here when we can reach our server; devices you add meanwhile wait below and are sent then.{' '}
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          Try Again
        </button>
      </p>
    </Alert>
  );
}
