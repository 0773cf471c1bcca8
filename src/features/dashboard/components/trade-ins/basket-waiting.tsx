import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ButtonLink } from '../../../../components/button-link.tsx';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { paths } from '../../../../shared/paths.ts';

/**
 * A device waiting in the basket, said on Your Trade-ins. The verification link opens /dashboard (the spec), where a
 * seller sent to verify from the basket's Next read 'You have no trade-ins yet' with nothing pointing back to the quote
 * they had added (an outside review). The count is the top bar's (its query keeps it; this only reads it).
 */
export function BasketWaiting() {
  const count = useCachedBasketCount();
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

/**
 * The top bar's count as its query holds it, read from the cache without an observer of its own: an observer with no
 * query function (skipToken) made its options the query's, and a refetch of the key (the basket invalidated) then
 * called that empty function (TanStack's "Attempted to invoke queryFn when set to skipToken", seen under load).
 */
function useCachedBasketCount(): number | undefined {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => client.getQueryData<number>(queryKeys.basketCount),
  );
}
