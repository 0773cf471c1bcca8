import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@/contract/index.ts';
import { callApi, errorMessage, NetworkError } from '@/lib/api/call-api.ts';
import { isReachable, readTimeoutMs } from '@/lib/api/reachability.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { cacheOrders, cacheReadyLabels, readStoredOrders } from '@/offline/orders.ts';

/** Every orders query starts with this: a requote answered refreshes them all. */
export const ordersRoot = ['orders'] as const;

/**
 * The seller's orders: from the server, kept in Dexie (with each ready label's QR code and PDF) for the next time
 * there is no signal; with no network, the stored copy (docs/offline.md: the dashboard works at the Post Office counter).
 */
export function ordersQuery(owner: string | null) {
  return queryOptions({
    queryKey: [...ordersRoot, 'list'],
    queryFn: async ({ signal }) => {
      // Known out of reach (the reachability rule): the stored copy at once, no wait on the network.
      const stored = !isReachable() && owner !== null ? await readStoredOrders(owner).catch(() => null) : null;
      if (stored) return { success: true as const, orders: stored };
      try {
        const response = await callApi(endpoints.getOrders, { signal, timeoutMs: readTimeoutMs });
        if (owner !== null) {
          await cacheOrders(owner, response.orders).catch(() => undefined);
          void cacheReadyLabels(owner, response.orders).catch(() => undefined);
        }
        return response;
      } catch (error) {
        // No answer (cut, lie-fi, or past the timeout): the stored copy.
        const kept = error instanceof NetworkError && owner !== null ? await readStoredOrders(owner).catch(() => null) : null;
        if (kept) return { success: true as const, orders: kept };
        throw error;
      }
    },
  });
}

export function useOrders() {
  const { user } = useAuth();
  return useQuery(ordersQuery(user?.username ?? null));
}

export function orderQuery(orderId: number) {
  return queryOptions({
    queryKey: [...ordersRoot, 'detail', orderId],
    queryFn: ({ signal }) => callApi(endpoints.getOrder, { params: { orderId }, signal }),
  });
}

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
}

/** docs/product.md#8-error-and-message-catalogue, Orders: server message or 'Failed to fetch orders. Please try again.'. */
export function ordersErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to fetch orders. Please try again.' });
}

export const orderDetailError = 'Failed to load order details.';
