import { useMemo, useState } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { NetworkError } from '@/lib/api/call-api.ts';
import { basketLoadError } from '../api/get-basket.ts';
import { useRemoveFromBasket } from '../api/remove-from-basket.ts';
import { expiryState } from '../model/expiry.ts';
import { useFocusAfterRemoval } from '../model/use-focus-after-removal.ts';
import { useNow } from '../model/use-now.ts';
import type { CheckoutState } from '../model/use-checkout.ts';
import { useQueuedAdds } from '../model/use-queued-adds.ts';
import { useReadAgainWhenAddsLeave } from '../model/use-read-again-when-adds-leave.ts';
import { BasketItemCard } from './basket-item-card.tsx';
import { BasketTotals } from './basket-totals.tsx';
import { DiscountForm } from './discount-form.tsx';
import { EmptyBasket } from './empty-basket.tsx';
import { BasketOffline, LastKnownNotice } from './last-known-notice.tsx';
import { QueuedBasketItems } from './queued-basket-items.tsx';

/** docs/product.md#9-business-constants-and-limits: the removal animation lasts 300 ms before the item is asked to go. */
export const removalAnimationMs = 300;

/** Step 0: the devices (the list scrolls past 2), discount entry, totals; the empty screen; loading and error. */
export function OrderSummaryStep({ checkout, onMessage }: { checkout: CheckoutState; onMessage: (tone: 'success' | 'error', text: string) => void }) {
  const { basket } = checkout;
  const remove = useRemoveFromBasket();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const now = useNow();
  // Devices added with no connection show whatever the server's basket does (loading, failed, empty or full).
  const outbox = useQueuedAdds();
  const queuedAdds = outbox?.adds ?? [];
  const readingAfterLanding = useReadAgainWhenAddsLeave(outbox?.adds, basket);
  const itemIds = useItemIds(basket.data?.contents);
  const focusAfterRemoval = useFocusAfterRemoval(itemIds);
  const queued = <QueuedBasketItems adds={queuedAdds} />;
  const loading = (
    <div className="flex flex-col gap-5">
      <p className="flex items-center gap-3 py-8 text-slate-700">
        <Spinner label={null} className="text-brand" /> Loading basket...
      </p>
      {queued}
    </div>
  );

  if (basket.isPending) return loading;
  // No answer and no kept copy (never read on this device): nothing failed, the basket needs a connection.
  if (basket.isError && basket.error instanceof NetworkError) {
    return (
      <div className="flex flex-col gap-5">
        <BasketOffline onRetry={() => void basket.refetch()} />
        {queued}
      </div>
    );
  }
  if (basket.isError) {
    return (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{basketLoadError}</Alert>
          <Button variant="secondary" onClick={() => void basket.refetch()}>
            Try Again
          </Button>
        </div>
        {queued}
      </div>
    );
  }
  const { contents, lastKnownAt } = basket.data;
  const lastKnown = lastKnownAt !== undefined && <LastKnownNotice savedAt={lastKnownAt} />;
  // Not "empty" while a device waits to be sent: that would contradict the device shown. Nor before the outbox has
  // been read, nor when a device landed after this basket was read: it is in the server's basket, and "Your basket is
  // empty" under its "added" notice would be wrong until the read again brings it (an outside review).
  if (contents.length === 0) {
    const readBeforeLanding = outbox?.lastLandedAt != null && outbox.lastLandedAt >= basket.dataUpdatedAt;
    if (outbox === undefined || (queuedAdds.length === 0 && (readBeforeLanding || readingAfterLanding))) return loading;
    return (
      <div className="flex flex-col gap-5">
        {lastKnown}
        {queuedAdds.length > 0 ? queued : <EmptyBasket />}
      </div>
    );
  }

  const startRemoval = (item: (typeof contents)[number]) => {
    const itemId = item.id;
    focusAfterRemoval.removing(itemId);
    setRemoving((set) => new Set(set).add(itemId));
    window.setTimeout(() => {
      // Queued in the outbox; failures are silently ignored (docs/product.md#8-error-and-message-catalogue): the basket is read again.
      remove.mutate(item, {
        onSettled: () =>
          setRemoving((set) => {
            const next = new Set(set);
            next.delete(itemId);
            return next;
          }),
      });
    }, removalAnimationMs);
  };
  const anyExpired = contents.some((item) => expiryState(item, now).kind === 'expired');

  return (
    <div className="flex flex-col gap-5">
      {lastKnown}
      <ul
        aria-label="Devices in your basket"
        className={`flex flex-col gap-3 ${contents.length > 2 ? 'max-h-[26rem] overflow-y-auto pr-1' : ''}`}
        tabIndex={contents.length > 2 ? 0 : undefined}
      >
        {contents.map((item) => (
          <BasketItemCard
            key={item.id}
            ref={focusAfterRemoval.card(item.id)}
            item={item}
            now={now}
            removing={removing.has(item.id)}
            onRemove={() => startRemoval(item)}
          />
        ))}
      </ul>
      {queued}
      {anyExpired && <Alert tone="error">Some quotes in your basket have expired. Remove them to continue.</Alert>}
      <DiscountForm discount={basket.data.discount} onMessage={onMessage} />
      <BasketTotals basket={basket.data} />
    </div>
  );
}

/** The basket's item ids, the same array while the basket read is (the focus rule runs when a card goes). */
function useItemIds(contents: readonly { id: number }[] | undefined): readonly number[] {
  return useMemo(() => contents?.map((item) => item.id) ?? [], [contents]);
}
