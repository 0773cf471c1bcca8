import { skipToken, useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../../components/button-link.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { paths } from '../../../../shared/paths.ts';

/**
 * A device waiting in the basket, said on Your Trade-ins. The verification link opens /dashboard (the spec), where a
 * seller sent to verify from the basket's Next read 'You have no trade-ins yet' with nothing pointing back to the quote
 * they had added (an outside review). The count is the top bar's (its query keeps it; this only reads it).
 */
export function BasketWaiting() {
  const { data: count } = useQuery<number>({ queryKey: queryKeys.basketCount, queryFn: skipToken });
  if (!count) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/30 bg-brand-50 p-4">
      <p className="text-slate-800">
        {count === 1 ? 'A device is' : `${count} devices are`} waiting in your basket. Check out to start your trade-in.
      </p>
      <ButtonLink to={paths.basket}>Go to Basket</ButtonLink>
    </div>
  );
}
