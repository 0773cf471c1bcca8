import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Device } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { OfflineIcon } from '@/components/product-icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { trackEvent } from '@/lib/analytics.ts';
import { displayName } from '@/shared/devices/index.ts';
import { paths } from '@/shared/paths.ts';
import type { QuoteDraft } from '@/offline/drafts.ts';
import {
  discardAction,
  dismissResult,
  quoteAnotherUnit,
  retryAction,
  rowStatusText,
  settleQueuedDraft,
  useOnline,
  useOutboxRow,
  useReachability,
  useSyncResult,
} from '@/offline/outbox/index.ts';
import type { SyncResult } from '@/offline/outbox/index.ts';
import { QuoteToast } from './quote-toast.tsx';

interface QueuedQuoteProps {
  device: Device;
  opId: string;
  /** The row is gone without a result (discarded, or the outbox was cleared): the draft to carry on with. */
  onReleased: (draft: QuoteDraft | undefined) => void;
  /** 'Quote another': this add stays queued and a fresh quote of the same device starts (a second unit). */
  onQuoteAnother: () => void;
}

/**
 * After Add to Basket: the action is an outbox row. Online it is sent at once ('Adding to Basket...'); offline it
 * waits ('Waiting for connection'); refused, it shows why with Retry and Discard. When the server confirms,
 * the seller goes to the basket (spec: after adding, go to /basket).
 */
export function QueuedQuote({ device, opId, onReleased, onQuoteAnother }: QueuedQuoteProps) {
  const row = useOutboxRow(opId);
  const result = useSyncResult(opId);
  const online = useOnline();
  // 'Back online' only when the phone has no connection (docs/offline.md#reachability). Our server silent, or a send
  // tried before a reload with no answer while the phone now says it is online: waiting on our server, not on signal.
  const waitsForSignal = useReachability() === 'offline';
  const navigate = useNavigate();
  const headingId = useId();
  const handled = useRef(false);
  const [toastClosed, setToastClosed] = useState(false);

  useEffect(() => {
    if (handled.current || result === undefined || row === undefined) return;
    const added = (done: SyncResult) => {
      trackEvent('add_to_basket', { device_id: device.id, value: done.price ?? 0, currency: 'GBP' });
      // A price that differs from the one shown stays as a notice (both figures); otherwise nothing more to say.
      if (done.estimate === null || done.price === done.estimate) void dismissResult(opId);
      void navigate(paths.basket);
    };
    if (result) {
      handled.current = true;
      added(result);
    } else if (row === null) {
      handled.current = true;
      void settleQueuedDraft(device.id, opId).then((settled) => (settled.result ? added(settled.result) : onReleased(settled.draft)));
    }
  }, [result, row, opId, device.id, navigate, onReleased]);

  const failed = row?.state === 'failed';
  // Each refusal shows its toast again (a Retry that fails once more is news).
  useEffect(() => {
    if (!failed) setToastClosed(false);
  }, [failed]);
  const adding = !failed && row != null && online && row.attempts === 0;
  const name = displayName(device);
  const showCard = row != null && !adding;
  // The summary this replaces was taller, and the seller had scrolled to its Add to Basket: without this they were
  // left looking at the footer, the card above the screen and focus on the page (an outside review at 390 px).
  const statusRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (showCard) headingRef.current?.focus({ preventScroll: false });
    else statusRef.current?.scrollIntoView({ block: 'nearest' });
  }, [showCard]);

  if (!showCard) {
    return (
      <p ref={statusRef} className="mt-8 flex scroll-mt-24 items-center gap-3 text-slate-700" role="status">
        <Spinner label={null} className="text-brand" />
        Adding to Basket...
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        {!failed && <OfflineIcon className="mt-0.5 size-6 shrink-0 text-slate-700" />}
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-slate-900">
            {failed ? 'Not added to your basket' : 'Queued for your basket'}
          </h2>
          {!failed && (
            <p className="mt-1 text-slate-700">
              Your {name} will be added to your basket as soon as {waitsForSignal ? 'you are back online' : 'our server answers'}.
            </p>
          )}
          <p className={`mt-1 font-medium ${failed ? 'text-red-800' : 'text-slate-900'}`} data-testid="queued-status">
            {rowStatusText(row, online)}
          </p>
        </div>
      </div>
      {failed && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void retryAction(opId)}>Retry</Button>
          <Button variant="secondary" onClick={() => void discardAction(opId)}>
            Discard
          </Button>
        </div>
      )}
      {!failed && (
        // Two of the same phone in a dead spot: the draft held the first, so without this the second could not be quoted.
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p className="text-slate-700">Selling another {name}? This one stays queued.</p>
          <Button variant="secondary" className="mt-3 w-full sm:w-auto" onClick={() => void quoteAnotherUnit(device.id, opId).then(onQuoteAnother)}>
            Quote another {name}
          </Button>
        </div>
      )}
      {failed && !toastClosed && (
        <QuoteToast message={{ id: row.attempts, text: row.lastError ?? 'Failed to add to basket.' }} onDismiss={() => setToastClosed(true)} />
      )}
    </section>
  );
}
