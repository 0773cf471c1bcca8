import type { Basket } from '@/contract/index.ts';
import { formatGBP } from '@/shared/format.ts';

/** The order's money: the offers, the discount (which adds to the payout) and the total. */
export function BasketTotals({ basket }: { basket: Basket }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-slate-800">
      <dt>Subtotal</dt>
      <dd>{formatGBP(basket.originalPrice)}</dd>
      {basket.discount && (
        <>
          <dt>
            Discount <span className="font-semibold">({basket.discount.code})</span>
          </dt>
          <dd className="text-green-800">+{formatGBP(basket.discount.discount)}</dd>
        </>
      )}
      <dt className="mt-1 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">Total</dt>
      <dd data-testid="basket-total" className="mt-1 border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        {formatGBP(basket.totalPrice)}
      </dd>
    </dl>
  );
}
