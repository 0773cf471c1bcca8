import type { OrderSummary } from '../../../contract/index.ts';
import { Button } from '../../../components/button.tsx';
import { formatGBP } from '../../../lib/format.ts';
import { awaitsRequoteAnswer, canPrintLabel, orderNumber } from './order-rules.ts';

interface Props {
  order: OrderSummary;
  onOpen: () => void;
  onReport: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One trade-in: number, date, status, total; its details, Report Issue and, when it applies, the label or the requote. */
export function OrderRow({ order, onOpen, onReport }: Props) {
  const number = orderNumber(order.order_id);
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
            {dateFormat.format(new Date(order.created_at))} · {order.total_items} {order.total_items === 1 ? 'device' : 'devices'} · {formatGBP(order.total_price)}
          </p>
          <p className="text-sm font-semibold text-brand-dark">{order.order_status}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {awaitsRequoteAnswer(order) && (
          <Button size="sm" onClick={onOpen} aria-label={`Review Requote for ${number}`}>
            Review Requote
          </Button>
        )}
        {canPrintLabel(order) && (
          <a href={order.shipping_label!} target="_blank" rel="noopener" className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand underline">
            Print Shipping Label
          </a>
        )}
        <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`View Details of ${number}`}>
          View Details
        </Button>
        <Button size="sm" variant="ghost" onClick={onReport} aria-label={`Report Issue for ${number}`}>
          Report Issue
        </Button>
      </div>
    </li>
  );
}
