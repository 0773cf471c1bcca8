import { Alert } from '@/components/alert.tsx';
import { connectivityTexts } from '@/components/connectivity-banner.tsx';
import { useReachability } from '@/offline/outbox/index.ts';

let timeFormat: Intl.DateTimeFormat | undefined;

/** Why a button that needs the server waits while the page shows its last known copy. */
export const saveNeedsConnection = 'Saving needs a connection: Save Changes is available again when we can reach our server.';
/** Why Report Issue and the requote answers wait while the server is out of reach (they are not queued). */
export const sendNeedsConnection = 'Sending needs a connection: this is available again when we can reach our server.';

/** True while the server is out of reach (the reachability rule), for buttons whose action is not queued. */
export function useOutOfReach(): boolean {
  return useReachability() !== 'reachable';
}

/**
 * docs/offline.md#the-last-known-account-pages: what is shown is the copy this device kept, not the server's answer:
 * say so and when it was read, as the basket does (its LastKnownNotice), so a seller in a dead spot knows what they see.
 */
export function LastKnownNotice({ savedAt, what, title }: { savedAt: number; what: string; title: string }) {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
  return (
    <Alert tone="info">
      <p data-testid="last-known">
        <strong>{title}</strong>{' '}
        {`We can't reach our server, so ${what} as this device last saw them (${timeFormat.format(savedAt)}). They are read-only until the connection is back, and checked again then.`}
      </p>
    </Alert>
  );
}

/**
 * Out of reach with nothing kept on this device: the offline state said plainly, in the connectivity banner's words,
 * not a failure (nothing failed; the data needs a connection). Try Again asks the server once more.
 */
export function NotKeptOffline({ what, onRetry }: { what: string; onRetry: () => void }) {
  const reach = useReachability();
  const lead = connectivityTexts[reach === 'unreachable' ? 'unreachable' : 'offline'].lead;
  return (
    <Alert tone="info">
      <p data-testid="not-kept-offline">
        <strong>{lead}</strong> {`${what} not saved on this device, so they need a connection.`}{' '}
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          Try Again
        </button>
      </p>
    </Alert>
  );
}
