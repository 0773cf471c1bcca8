import { Alert } from '@/components/alert.tsx';

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
