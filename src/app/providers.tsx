import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { isReachable } from '../lib/api/reachability.ts';
import { refetchFailedReadsWhenReachable } from '../lib/api/refetch-when-reachable.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { CatalogueSnapshotProvider, type CatalogueSnapshot } from '../lib/catalogue-snapshot.tsx';
import { releaseAfterFirstView } from '../lib/after-first-view.ts';
import { takeOverEarlyTaps } from '../lib/early-taps.ts';
import { endHydratingPrerenderedPage } from '../lib/use-prerendering.ts';
import { createAuthStorage } from './auth-storage.ts';

/**
 * One failed request is retried once, unless it got no answer and the server is now known to be out of reach
 * (the reachability rule): the read's own fallback (Dexie) or its error shows at once instead.
 * `networkMode: 'always'`: a query is never paused waiting for the browser's 'online' event (TanStack Query's
 * default 'online' mode does, and with lie-fi that event never comes); each read decides with the reachability
 * rule and its own timeout. Refetching on window focus would re-request on every tab switch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && !(error.name === 'NetworkError' && !isReachable()),
        networkMode: 'always',
        refetchOnWindowFocus: false,
      },
      // A form sent with no signal says so at once, in its own words (docs/product.md#8-error-and-message-catalogue:
      // 'Failed to connect to the server.' and the like): in the default 'online' mode the tap was held until an
      // 'online' event, showing 'Logging in...' for as long as the seller stood in the dead spot, and was then sent
      // unasked. Calls that must wait for the signal go through the outbox, which keeps them across reloads.
      mutations: { networkMode: 'always' },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client each. */
  queryClient?: QueryClient;
  /** The build's catalogue on a pre-rendered catalogue page (its render and its hydration). */
  catalogueSnapshot?: CatalogueSnapshot | null;
}

export function AppProviders({ children, queryClient, catalogueSnapshot = null }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [storage] = useState(() => createAuthStorage(client));
  // A parent's effect runs after its children's: the whole first tree (or its hydration) has committed.
  useEffect(() => {
    endHydratingPrerenderedPage();
    takeOverEarlyTaps();
    releaseAfterFirstView();
  }, []);
  useEffect(() => refetchFailedReadsWhenReachable(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider storage={storage}>
        <CatalogueSnapshotProvider value={catalogueSnapshot}>{children}</CatalogueSnapshotProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
