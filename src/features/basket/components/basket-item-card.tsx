import { useId, useState, type Ref } from 'react';
import type { BasketItem } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { displayName } from '@/shared/devices/index.ts';
import { formatGBP } from '@/shared/format.ts';
import { expiryState, timeLeftText } from '../model/expiry.ts';

interface Props {
  item: BasketItem;
  now: number;
  /** The 300 ms removal animation is running (or the removal is on its way). */
  removing: boolean;
  onRemove: () => void;
  /** The card itself, focused when the device before it was removed (use-focus-after-removal). */
  ref?: Ref<HTMLLIElement>;
}

/** One device: image, name, offer, EXPIRED (greyed, answers not viewable) or EXPIRES SOON badge, Remove. */
export function BasketItemCard({ item, now, removing, onRemove, ref }: Props) {
  const expiry = expiryState(item, now);
  const expired = expiry.kind === 'expired';
  const [open, setOpen] = useState(false);
  const answersId = useId();
  // Shown as on the catalogue's cards: the brand line says Samsung, the name does not repeat it.
  const name = displayName(item);
  return (
    <li
      ref={ref}
      tabIndex={-1}
      data-testid="basket-item"
      className={`rounded-xl border border-slate-200 bg-white p-4 transition-all duration-300 motion-reduce:transition-none ${
        removing ? 'scale-95 opacity-0' : 'opacity-100'
      } ${expired ? 'bg-slate-50' : ''}`}
    >
      <div className="flex items-start gap-4">
        <img
          src={item.image_url}
          alt={name}
          width={64}
          height={64}
          className={`size-16 shrink-0 object-contain ${expired ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`font-semibold ${expired ? 'text-slate-600' : 'text-slate-900'}`}>{name}</h3>
            {expiry.kind === 'expired' && <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">EXPIRED</span>}
            {expiry.kind === 'expiring-soon' && (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">EXPIRES SOON · {timeLeftText(expiry)}</span>
            )}
          </div>
          {item.brand && <p className="text-sm text-slate-600">{item.brand}</p>}
          <p className={`mt-1 text-lg font-bold ${expired ? 'text-slate-500 line-through' : 'text-slate-900'}`}>{formatGBP(item.offer_price)}</p>
          {expired && <p className="text-sm text-red-800">This quote has expired. Remove it and get a new quote to continue.</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" disabled={expired} aria-expanded={open} aria-controls={answersId} onClick={() => setOpen(!open)}>
          {open ? 'Hide answers' : 'View answers'}
        </Button>
        {/* aria-disabled, not disabled: a disabled button dropped focus to the page's body at the tap, before its card went. */}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-800"
          onClick={removing ? undefined : onRemove}
          aria-disabled={removing}
          aria-label={`Remove ${name}`}
        >
          Remove
        </Button>
      </div>
      {open && !expired && (
        <dl id={answersId} className="mt-2 grid gap-1 text-sm">
          {Object.entries(item.selected_answers).map(([question, answer]) => (
            <div key={question} className="flex justify-between gap-4 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{question}</dt>
              <dd className="shrink-0 font-medium text-slate-900">{answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
