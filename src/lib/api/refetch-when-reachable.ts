import type { QueryClient } from '@tanstack/react-query';
import { isLastKnown } from './last-known.ts';
import { reachability, subscribeReachability } from './reachability.ts';

/**
 * When the server can be reached again (the 'online' event, or a probe or request that got an answer), every read on
 * screen that failed meanwhile, or that answered from the device's last known copy, asks again: a basket opened in a
 * dead spot shows the server's items once the signal is back, without a reload or Try Again. TanStack Query's own
 * refetch-on-reconnect follows the browser's online flag only, which with lie-fi (or a cut Chromium does not report)
 * never changes.
 */
/**
 * A query's `meta` key for reads asked again whenever the server can be reached again, even when their last answer
 * came from the server: what they show may have changed meanwhile elsewhere (the basket and its badge, changed by
 * another device or another tab's drainer), and a bare number cannot say it came from the device's kept copy.
 */
export const readAgainWhenReachable = 'readAgainWhenReachable';

export function refetchFailedReadsWhenReachable(client: QueryClient): () => void {
  let was = reachability();
  return subscribeReachability(() => {
    const now = reachability();
    if (now === 'reachable' && was !== 'reachable') void readAgain(client);
    was = now;
  });
}

/**
 * A read still under way began while the server was out of reach (reading the kept copy, or waiting on a request
 * that will fail). TanStack Query would join a refetch to a first read rather than start another, so it is
 * cancelled first: a badge whose first read was still in Dexie when the signal came back kept the old count.
 */
async function readAgain(client: QueryClient): Promise<void> {
  const queries = client.getQueryCache().findAll({
    type: 'active',
    predicate: (query) =>
      query.state.fetchStatus === 'fetching' ||
      query.state.status === 'error' ||
      isLastKnown(query.state.data) ||
      query.meta?.[readAgainWhenReachable] === true,
  });
  const chosen = new Set(queries);
  await client.cancelQueries({ predicate: (query) => chosen.has(query) && query.state.fetchStatus === 'fetching' });
  await client.refetchQueries({ type: 'active', predicate: (query) => chosen.has(query) });
}
