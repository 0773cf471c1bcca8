import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { CatalogueSnapshotProvider, type CatalogueSnapshot } from '../lib/catalogue-snapshot.tsx';
import { createAuthStorage } from './auth-storage.ts';

/** One failed request is retried once; refetching on window focus would re-request on every tab switch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
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
  return (
    <QueryClientProvider client={client}>
      <AuthProvider storage={storage}>
        <CatalogueSnapshotProvider value={catalogueSnapshot}>{children}</CatalogueSnapshotProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
