import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Discount } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { formatGBP } from '@/shared/format.ts';
import { TextField } from '@/components/field.tsx';
import { applyDiscountError, discountMessages, removeDiscountError, useApplyDiscount, useRemoveDiscount } from '../api/discounts.ts';

interface Props {
  discount: Discount | null;
  onMessage: (tone: 'success' | 'error', text: string) => void;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The terms the server holds the code to, in one line: 'Once per seller. Up to £25.00. Valid until 31 December 2027.' */
export function discountTermsText({ terms }: Discount): string {
  const parts: string[] = [];
  if (terms.first_order_only) parts.push('First order only.');
  if (terms.per_seller_limit !== null)
    parts.push(terms.per_seller_limit === 1 ? 'Once per seller.' : `Up to ${terms.per_seller_limit} orders per seller.`);
  if (terms.cap !== null) parts.push(`Adds at most ${formatGBP(terms.cap)}.`);
  parts.push('Never more than your basket is worth.');
  if (terms.expires_at) parts.push(`Valid until ${dayFormat.format(new Date(terms.expires_at))}.`);
  return parts.join(' ');
}

/** Discount code entry (docs/product.md#5-validation-rules: Apply disabled when blank or applying); an applied code can be removed. */
export function DiscountForm({ discount, onMessage }: Props) {
  const [code, setCode] = useState('');
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || apply.isPending) return;
    apply.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        onMessage('success', discountMessages.applied);
      },
      onError: (error) => onMessage('error', applyDiscountError(error)),
    });
  }

  if (discount) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-green-50 px-4 py-3 text-green-900">
        <div>
          <p>
            Code <span className="font-bold">{discount.code}</span> applied
          </p>
          <p data-testid="discount-terms" className="text-sm">
            {discountTermsText(discount)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          loadingText="Removing..."
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => onMessage('success', discountMessages.removed),
              onError: (error) => onMessage('error', removeDiscountError(error)),
            })
          }
        >
          Remove discount
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <div className="flex-1">
        <TextField label="Discount code" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      {/* mb-1: level with the input, whose field frame keeps a line below it for messages. */}
      <Button type="submit" variant="secondary" className="mb-1" disabled={!code.trim()} loading={apply.isPending} loadingText="Applying...">
        Apply
      </Button>
    </form>
  );
}
