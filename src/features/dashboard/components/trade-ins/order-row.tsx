import type { OrderSummary } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { formatGBP, formatLongDate } from '@/shared/format.ts';
import { awaitsRequoteAnswer, canPrintLabel, listedPrice, orderNumber } from '../../model/order-rules.ts';
import { PrintLabelLink, StoredLabel } from './stored-label.tsx';
import { sendNeedsConnection, useOutOfReach } from '../offline-notices.tsx';

interface Props {
  order: OrderSummary;
  onOpen: () => void;
  onReport: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One trade-in: number, date, status, total; its details, Report Issue and, when it applies, the label or the requote. */
export function OrderRow({ order, onOpen, onReport }: Props) {
  const number = orderNumber(order.order_id);
  // A report is sent at once, not queued: with no server it waits, and says why (docs/offline.md#the-last-known-account-pages).
  const outOfReach = useOutOfReach();
  const reasonId = `report-reason-${order.order_id}`;
  return (
    <li data-testid="order-row" className="flex flex-col gap-3 border-b border-slate-200 p-4 last:border-b-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {order.thumbnail ? (
          <img src={order.thumbnail} alt="" width={48} height={48} className="size-12 shrink-0 object-contain" />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded bg-slate-100" />
        )}
        <div className="min-w-0">
          <p className="font-bold text-slate-900">{number}</p>
          <p className="text-sm text-slate-600">
            {dateFormat.format(new Date(order.created_at))} · {order.total_items} {order.total_items === 1 ? 'device' : 'devices'} ·{' '}
            {formatGBP(listedPrice(order))}
          </p>
          <p className="text-sm font-semibold text-brand-dark">{order.order_status}</p>
          {/* The old total alone would read as the price on offer: the row says what the seller is being asked to accept. */}
          {awaitsRequoteAnswer(order) && order.revised_price !== null && (
            <p className="text-sm font-semibold text-slate-900">
              Revised offer: {formatGBP(order.revised_price)} (was {formatGBP(order.total_price)})
            </p>
          )}
          {order.order_status === 'Submitted' && <p className="text-sm text-slate-700">Send by {formatLongDate(order.send_by)}</p>}
          {/* A declined revised quote is cancelled too, but its device was received: say it is coming back, not that the label is void. */}
          {order.label_void &&
            (order.revised_price === null ? (
              <p className="text-sm font-semibold text-red-700">Shipping label void: this order was cancelled.</p>
            ) : (
              <p className="text-sm text-slate-700">
                {/* The detail's words: once posted back, the row must not still say it is on its way. */}
                {order.return?.sent_at
                  ? 'Revised quote declined: your device has been posted back to you.'
                  : 'Revised quote declined: your device is being returned to you.'}
              </p>
            ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {awaitsRequoteAnswer(order) && (
          <Button size="sm" onClick={onOpen} aria-label={`Review Requote for ${number}`}>
            Review Requote
          </Button>
        )}
        {canPrintLabel(order) && <PrintLabelLink labelUuid={order.label_uuid} serverUrl={order.shipping_label!} />}
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`View Details of ${number}`}>
          View Details
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onReport}
          aria-label={`Report Issue for ${number}`}
          disabled={outOfReach}
          aria-describedby={outOfReach ? reasonId : undefined}
        >
          Report Issue
        </Button>
        {outOfReach && (
          <span id={reasonId} className="sr-only">
            {sendNeedsConnection}
          </span>
        )}
        {canPrintLabel(order) && order.label_uuid && <StoredLabel labelUuid={order.label_uuid} orderNumber={number} />}
      </div>
    </li>
  );
}
