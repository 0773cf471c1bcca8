import { useState } from 'react';
import type { OrderSummary } from '@/contract/index.ts';
import { TextField } from '@/components/field.tsx';
import { matchesSearch, ordersPerScroll } from '../../model/order-rules.ts';
import { OrderRow } from './order-row.tsx';
import { useInfiniteCount } from '../../model/use-infinite-count.ts';

interface Props {
  orders: OrderSummary[];
  onOpen: (order: OrderSummary) => void;
  onReport: (order: OrderSummary) => void;
}

/** Search, then the orders 10 per scroll in a 360 px list (docs/product.md#9-business-constants-and-limits); 'No Trade-ins Found' when nothing matches. */
export function OrdersList({ orders, onOpen, onReport }: Props) {
  const [query, setQuery] = useState('');
  const matching = orders.filter((order) => matchesSearch(order, query));
  const { count, onScroll } = useInfiniteCount(matching.length, ordersPerScroll, query);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search trade-ins"
        type="search"
        placeholder="Order number or total"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {matching.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center font-semibold text-slate-700">
          No Trade-ins Found
        </p>
      ) : (
        <>
          <ul
            aria-label="Your trade-ins"
            tabIndex={0}
            onScroll={onScroll}
            className="h-[360px] overflow-y-auto rounded-xl border border-slate-200 bg-white"
          >
            {matching.slice(0, count).map((order) => (
              <OrderRow key={order.order_id} order={order} onOpen={() => onOpen(order)} onReport={() => onReport(order)} />
            ))}
          </ul>
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {count} of {matching.length}
          </p>
        </>
      )}
    </div>
  );
}
