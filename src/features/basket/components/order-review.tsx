import { updateProfileBody } from '@/contract/index.ts';
import { displayName } from '@/shared/devices/index.ts';
import { formatGBP, formatLongDate } from '@/shared/format.ts';
import type { CheckoutState } from '../model/use-checkout.ts';
import { BasketTotals } from './basket-totals.tsx';

/**
 * Beside the bank details, before 'Submit Order': what is being sold, what it pays (discount included) and where
 * the label goes, so nothing is submitted unseen.
 */
const sendByDays = 14;

export function OrderReview({ checkout }: { checkout: CheckoutState }) {
  const basket = checkout.basket.data;
  // As the server saved it (the contract's own normalising: postcode 'ls1 1aa' -> 'LS1 1AA').
  const parsed = updateProfileBody.safeParse(checkout.address.values);
  const values = parsed.success ? { ...checkout.address.values, ...parsed.data } : checkout.address.values;
  if (!basket) return null;
  const name = `${values.firstName} ${values.lastName}`.trim();
  const lines = [name, values.address_line1, values.address_line2, values.city, values.postcode].map((line) => line.trim()).filter(Boolean);
  return (
    <section
      aria-labelledby="order-review-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="order-review"
    >
      <h3 id="order-review-title" className="text-lg font-bold text-slate-900">
        Your order
      </h3>
      <div>
        <h4 className="text-sm font-semibold text-slate-700">You are selling</h4>
        <ul className="mt-1 flex flex-col gap-1 text-slate-900">
          {basket.contents.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span>{displayName(item)}</span>
              <span className="shrink-0">{formatGBP(item.offer_price)}</span>
            </li>
          ))}
        </ul>
      </div>
      <BasketTotals basket={basket} />
      <div>
        <h4 className="text-sm font-semibold text-slate-700">Your free postage label is for</h4>
        <address className="mt-1 text-slate-900 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-1 text-sm text-slate-600">We e-mail it to {checkout.address.email} and show it in your dashboard.</p>
        {/* The server fixes the date at submission (14 calendar days); submitted today, this is it. */}
        <p className="mt-1 text-sm text-slate-700" data-testid="review-send-by">
          Post your device by {formatLongDate(new Date(Date.now() + sendByDays * 24 * 60 * 60 * 1000).toISOString())}: quotes are valid for 14 days
          from your order.
        </p>
      </div>
    </section>
  );
}
