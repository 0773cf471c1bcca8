import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { useState } from 'react';
import type { ReactNode } from 'react';

/** One failed request is retried once; refetching on window focus would re-request on every tab switch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

// framer-motion's animation features arrive in their own chunk after first paint; `m.*` components render
// unanimated until then.
const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client each. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {/* reducedMotion "user": animations honour the system's reduce-motion setting. */}
      <MotionConfig reducedMotion="user">
        <LazyMotion features={loadMotionFeatures}>{children}</LazyMotion>
      </MotionConfig>
    </QueryClientProvider>
  );
}
