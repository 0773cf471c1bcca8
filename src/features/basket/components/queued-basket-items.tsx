import { useEffect, useRef, useState } from 'react';
import { formatGBP } from '@/shared/format.ts';
import { Button } from '@/components/button.tsx';
import { cancelQueuedAdd } from '@/offline/outbox/manage.ts';
import { useOnline } from '@/offline/outbox/hooks.ts';
import type { QueuedAdd } from '../model/use-queued-adds.ts';

const badges: Record<QueuedAdd['state'], { text: string; className: string }> = {
  queued: { text: 'Waiting to send', className: 'bg-amber-100 text-amber-900' },
  sending: { text: 'Sending...', className: 'bg-sky-100 text-sky-900' },
  failed: { text: 'Not added', className: 'bg-red-700 text-white' },
};

/**
 * 'sending' is true only while the server can answer: a send that hung and then lost the signal, or one a reload cut
 * off in a dead spot (the row stays 'sending' until the next drain), waits like any other (an outside review saw
 * 'Sending...' stay after an offline reload).
 */
function shownState(add: QueuedAdd, online: boolean): QueuedAdd['state'] {
  return add.state === 'sending' && !online ? 'queued' : add.state;
}

function statusLine(add: QueuedAdd, state: QueuedAdd['state']): string {
  if (state === 'failed') return `${add.lastError ?? 'Something went wrong. Please try again.'} Retry or discard it from the queued actions above.`;
  const saved = 'Saved on this device: it is added to your basket when we can reach our server.';
  // Said, so a missing Cancel is not a puzzle (an outside review): a try may have left the phone and its answer been
  // lost, so the server may hold the device already. 'May': a failure at once (failing lie-fi) cannot tell whether
  // the request left (outside review 6: 'sent' was said of tries that never left).
  return state === 'queued' && !add.cancellable
    ? `${saved} It may have reached us on an earlier try, so it cannot be cancelled here: remove it from your basket if it arrives.`
    : saved;
}

/**
 * Devices added with no connection (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state): each with the
 * price the seller saw (an estimate, or the server's quote then) and its state, until the server's real item replaces it. Not counted in the totals.
 * One never sent yet can be cancelled (an outside review: a device added by mistake in a dead spot could not be
 * taken back until it had landed).
 */
export function QueuedBasketItems({ adds }: { adds: QueuedAdd[] }) {
  const focusAfterCancel = useFocusAfterCancel(adds);
  const online = useOnline();
  const tooLate = focusAfterCancel.tooLate;
  const lateNotice = tooLate && (
    <p ref={focusAfterCancel.lateNotice} tabIndex={-1} role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      Too late to cancel {tooLate}: it had just been sent. Remove it from your basket once it arrives.
    </p>
  );
  if (adds.length === 0) return lateNotice || null;
  return (
    <>
      {lateNotice}
      <ul aria-label="Waiting to be added" className="flex flex-col gap-3">
        {adds.map((add, index) => {
          const state = shownState(add, online);
          const badge = badges[state];
          return (
            <li
              key={add.opId}
              ref={focusAfterCancel.row(add.opId)}
              tabIndex={-1}
              data-testid="queued-basket-item"
              className="rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4"
            >
              <div className="flex items-start gap-4">
                {add.imageUrl ? (
                  <img src={add.imageUrl} alt={add.name} width={64} height={64} className="size-16 shrink-0 object-contain opacity-80" />
                ) : (
                  <span aria-hidden="true" className="size-16 shrink-0 rounded bg-slate-200" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900">{add.name}</h3>
                    <span className={`rounded px-2 py-0.5 text-xs font-bold ${badge.className}`}>{badge.text}</span>
                  </div>
                  <p className="mt-1 text-lg font-bold text-slate-900">
                    {add.estimate === null
                      ? 'Price confirmed when it is sent'
                      : `${add.estimated ? 'Estimated' : 'Quoted'} ${formatGBP(add.estimate)}`}
                  </p>
                  <p className={`text-sm ${state === 'failed' ? 'text-red-800' : 'text-slate-700'}`}>{statusLine(add, state)}</p>
                </div>
                {add.cancellable && (
                  // Only while nothing has been sent: the row goes, and the badge and the quote follow (Dexie is live).
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-800"
                    onClick={() => focusAfterCancel.cancel(add.opId, index, add.name)}
                    aria-label={`Cancel adding ${add.name}${twinSuffix(adds, index)}`}
                  >
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Two of the same phone queued (Quote another, offline): ' (2 of 2)' tells their Cancel buttons apart for a screen
 * reader, which otherwise heard 'Cancel adding iPhone 13' twice (an outside review). Nothing for a name seen once.
 */
function twinSuffix(adds: readonly Pick<QueuedAdd, 'name'>[], index: number): string {
  const name = adds[index]!.name;
  const twins = adds.filter((add) => add.name === name).length;
  if (twins < 2) return '';
  const place = adds.slice(0, index + 1).filter((add) => add.name === name).length;
  return ` (${place} of ${twins})`;
}

/** A ref that focuses its element when it appears (one function for every render, so only then). */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/**
 * The Cancel pressed goes with its row, and focus would fall to the page's body (an outside review: a keyboard or
 * screen reader user lost their place). Once the row has gone, focus goes to the row that took its place, else the
 * one before it, else the step's heading (basket-page.tsx).
 */
function useFocusAfterCancel(adds: QueuedAdd[]) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [cancelled, setCancelled] = useState<{ opId: string; index: number } | null>(null);
  // The drainer took the row first (the signal came back a moment before the tap, perhaps in another tab): said,
  // not silent (outside review 5), and focus goes to the words as the button has gone.
  const [tooLate, setTooLate] = useState<string | null>(null);
  useEffect(() => {
    if (!cancelled || adds.some((add) => add.opId === cancelled.opId)) return;
    setCancelled(null);
    const next = adds[cancelled.index] ?? adds[cancelled.index - 1];
    const target = next ? rows.current.get(next.opId) : document.getElementById('checkout-step-title');
    target?.focus();
  }, [adds, cancelled]);
  return {
    row: (opId: string) => (element: HTMLLIElement | null) => {
      if (element) rows.current.set(opId, element);
      else rows.current.delete(opId);
    },
    cancel: (opId: string, index: number, name: string) => {
      setCancelled({ opId, index });
      setTooLate(null);
      void cancelQueuedAdd(opId).then((done) => {
        if (done) return;
        setCancelled(null);
        setTooLate(name);
      });
    },
    tooLate,
    lateNotice: focusOnMount,
  };
}
