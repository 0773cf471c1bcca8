import { useEffect, useState } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { Spinner } from '@/components/spinner.tsx';
import type { OrderDetail } from '@/contract/index.ts';
import { displayName } from '@/shared/devices/index.ts';
import { formatGBP, formatLongDate } from '@/shared/format.ts';
import { OrderNotSavedError, orderDetailError, useOrder } from '../../api/orders.ts';
import { awaitsRequoteAnswer, estimatedPayout, orderNumber } from '../../model/order-rules.ts';
import { RequoteActions } from './requote-actions.tsx';

/** docs/product.md#9-business-constants-and-limits: the requote dialog closes 5 s after success. */
export const requoteCloseMs = 5000;

/** The order in full (the seller's own: bank details unmasked), with the requote answer when one is awaited. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId);
  const [answered, setAnswered] = useState(false);
  useEffect(() => setAnswered(false), [orderId]);
  useEffect(() => {
    if (!answered) return;
    const timer = window.setTimeout(onClose, requoteCloseMs);
    return () => window.clearTimeout(timer);
  }, [answered, onClose]);

  return (
    <Dialog open={orderId !== null} onClose={onClose} title={orderId ? `Order ${orderNumber(orderId)}` : 'Order'} size="lg">
      {order.isPending && (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" /> Loading order...
        </p>
      )}
      {order.isError && (
        <Alert tone={order.error instanceof OrderNotSavedError ? 'info' : 'error'}>
          {order.error instanceof OrderNotSavedError ? order.error.message : orderDetailError}
        </Alert>
      )}
      {order.data && <OrderDetailBody order={order.data} answered={answered} onAnswered={() => setAnswered(true)} />}
    </Dialog>
  );
}

export const inboundTrackingLabel = 'Tracking reference (to us)';
export const returnTrackingLabel = 'Return tracking reference';

/**
 * The money line (docs/product.md#9-business-constants-and-limits): what was paid once the order is Completed, nothing
 * for a cancelled order (a figure would read as money still to come), else the estimated payout.
 */
function payoutRow(order: OrderDetail): [string, string] {
  if (order.order_status === 'Completed') return ['Paid to you', formatGBP(estimatedPayout(order))];
  if (order.order_status === 'Cancelled') return ['Estimated payout', 'None: this order was cancelled'];
  return ['Estimated payout', formatGBP(estimatedPayout(order))];
}

function OrderDetailBody({ order, answered, onAnswered }: { order: OrderDetail; answered: boolean; onAnswered: () => void }) {
  const rows: [string, string][] = [
    ['Status', order.order_status],
    ['Payment', order.payment_status],
    ['Total', formatGBP(order.total_price)],
    ...(order.discount ? ([[`Discount (${order.discount.code})`, `+${formatGBP(order.discount.discount)}`]] as [string, string][]) : []),
    ...(order.revised_price !== null ? ([['Revised price', formatGBP(order.revised_price)]] as [string, string][]) : []),
    payoutRow(order),
    ['Payout method', order.payment.payout_method],
    ['Sort code', order.payment.sort_code],
    ['Account number', order.payment.account_number],
    // Two parcels can have references (the device to us, and back to the seller, in the Return box): each says which.
    ...(order.shipping_tracking ? ([[inboundTrackingLabel, order.shipping_tracking]] as [string, string][]) : []),
  ];
  return (
    <div className="flex flex-col gap-5">
      {(awaitsRequoteAnswer(order) || answered) && (
        <section aria-label="Revised quote" className="flex flex-col gap-3 rounded-xl border border-amber-600 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">Revised offer: {order.revised_price !== null ? formatGBP(order.revised_price) : ''}</p>
          {order.revised_reason && <p className="text-slate-800">Reason: {order.revised_reason}</p>}
          <RequoteActions orderId={order.order_id} onDone={onAnswered} />
        </section>
      )}
      {order.return && (
        <section aria-label="Return" className="flex flex-col gap-1 rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm">
          <p className="font-semibold text-slate-900">
            {order.return.sent_at ? 'Your device has been posted back' : 'Your device is being returned'}
          </p>
          <p className="text-slate-800">{order.return.reason}</p>
          <p className="text-slate-800">
            {order.return.sent_at
              ? `Sent back on ${formatLongDate(order.return.sent_at)}.${order.return.tracking ? ` ${returnTrackingLabel}: ${order.return.tracking}.` : ''}`
              : 'We will post it back within 1-3 working days and e-mail you the tracking reference.'}
          </p>
        </section>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col gap-3" aria-label="Devices">
        {order.items.map((item, index) => (
          <li key={index} className="flex gap-3 rounded-lg border border-slate-200 p-3">
            <img src={item.image_url} alt={displayName(item)} width={48} height={48} className="size-12 object-contain" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">{displayName(item)}</p>
              <p className="text-slate-700">{formatGBP(item.offer_price)}</p>
              <p className="text-slate-600">
                {Object.entries(item.selected_answers)
                  .map(([q, a]) => `${q} ${a}`)
                  .join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
