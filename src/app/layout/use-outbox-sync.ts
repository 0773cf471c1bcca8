import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { outboxSignals, startOutboxSync } from '../../offline/outbox/index.ts';
import type { CompletedDetail } from '../../offline/outbox/index.ts';

/** Starts the outbox's drainer for the app, and keeps the basket badge on the server's count as actions land. */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    startOutboxSync();
    const completed = (event: Event) => {
      const { itemCount } = (event as CustomEvent<CompletedDetail>).detail;
      queryClient.setQueryData(queryKeys.basketCount, itemCount);
      // The basket page's own queries (if any are open) redraw from the server.
      void queryClient.invalidateQueries({ queryKey: ['basket'] });
    };
    outboxSignals.addEventListener('completed', completed);
    return () => outboxSignals.removeEventListener('completed', completed);
  }, [queryClient]);
}
