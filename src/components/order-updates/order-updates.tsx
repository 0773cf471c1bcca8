import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/call-api.ts';
import { readPushState, turnOffPush, turnOnPush, type PushState } from '../../lib/push/web-push-client.ts';
import { Button } from '../button.tsx';

const texts: Record<PushState, string> = {
  on: 'Order updates are on for this browser. We will let you know when your device arrives, is checked in, has a revised offer to answer, and when you are paid.',
  off: 'Get a notification when your device arrives, is checked in, has a revised offer to answer, and when you are paid.',
  blocked: "Notifications are blocked for this site. To get order updates, allow notifications in your browser's site settings.",
  unsupported:
    'This browser cannot show order updates. Your Trade-ins page shows where your order is, and we e-mail you your label, any revised offer to answer, and your payment.',
};

const labels: Record<PushState, string> = { on: 'On', off: 'Off', blocked: 'Blocked', unsupported: 'Not available' };

/**
 * Order updates by Web Push, offered once the seller has placed an order (confirmation, dashboard): the state is
 * always shown (on, off, blocked, not available); the browser asks for permission only when the seller taps
 * Turn on (docs/decisions/111-web-push-order-updates.md).
 */
export function OrderUpdates({ className = '' }: { className?: string }) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    void readPushState()
      .catch(() => 'unsupported' as const)
      .then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, []);

  async function change(next: () => Promise<PushState>) {
    setBusy(true);
    setError(null);
    try {
      setState(await next());
    } catch (failure) {
      setError(
        errorMessage(failure, {
          fallback: 'Order updates could not be turned on. Please try again.',
          network: 'Order updates need a connection to turn on. Please try again when you are online.',
          unexpected: 'This browser could not turn on order updates. Please try again.',
        }),
      );
      setState(await readPushState().catch(() => 'unsupported' as const));
    } finally {
      setBusy(false);
    }
  }

  if (state === null) return null;
  return (
    <section aria-labelledby={headingId} data-push-state={state} className={`rounded-xl border border-slate-200 bg-white p-4 text-left ${className}`}>
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        Order updates on this device
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">{labels[state]}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{texts[state]}</p>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {state === 'off' && (
        <Button className="mt-3" onClick={() => void change(turnOnPush)} loading={busy} loadingText="Turning on...">
          Turn on order updates
        </Button>
      )}
      {state === 'on' && (
        <Button className="mt-3" variant="secondary" onClick={() => void change(turnOffPush)} loading={busy} loadingText="Turning off...">
          Turn off order updates
        </Button>
      )}
    </section>
  );
}
