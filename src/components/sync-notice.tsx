import { formatGBP } from '../shared/format.ts';
import { CloseIcon } from './icons.tsx';

interface SyncNoticeProps {
  label: string;
  /** The price shown to the seller (null: none was shown). */
  estimate: number | null;
  /** That price was an offline estimate; otherwise it was the server's quote then. */
  estimated: boolean;
  /** The server's price, the one in the basket. */
  price: number | null;
  onDismiss: () => void;
}

/** A queued Add to Basket the server has confirmed; when its price is not the estimate, both figures (docs/offline.md#outbox-rule-7-the-servers-price-is-the-price). */
export function SyncNotice({ label, estimate, estimated, price, onDismiss }: SyncNoticeProps) {
  const changed = estimate !== null && price !== null && price !== estimate;
  return (
    <div role="status" className={`border-b ${changed ? 'border-amber-300 bg-amber-50' : 'border-green-300 bg-green-50'}`}>
      <div className="mx-auto flex max-w-content items-start gap-3 px-4 py-2 text-sm text-slate-900">
        <p className="flex-1 py-2">
          Your {label} has been added to your basket
          {price !== null && !changed && <> at {formatGBP(price)}</>}.
          {changed && (
            <>
              {' '}
              <strong>The price has changed:</strong> {formatGBP(price)} ({estimated ? 'estimated' : 'quoted'} {formatGBP(estimate)}).
            </>
          )}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss notice about ${label}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/60"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
