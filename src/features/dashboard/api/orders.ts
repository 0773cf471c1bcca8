import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOrdersChangedElsewhere } from '@/lib/orders-changed.ts';
import { endpoints, type ordersResponse } from '@/contract/index.ts';
import type { z } from 'zod';
import type { LastKnown } from '@/lib/api/last-known.ts';
import { callApi, errorMessage, NetworkError } from '@/lib/api/call-api.ts';
import { isReachable, readTimeoutMs } from '@/lib/api/reachability.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { cacheOrderDetails, readStoredOrderDetail, storeOrderDetail } from '@/offline/order-details.ts';
import { cacheOrders, cacheReadyLabels, readStoredOrders } from '@/offline/orders.ts';
import { labelPollMs } from '../model/order-rules.ts';

/** Every orders query starts with this: a requote answered refreshes them all. */
export const ordersRoot = ['orders'] as const;

/**
 * The seller's orders: from the server, kept in Dexie (with each ready label's QR code and PDF) for the next time
 * there is no signal; with no network, the stored copy (docs/offline.md: the dashboard works at the Post Office counter).
 */
export function ordersQuery(owner: string | null) {
  return queryOptions({
    queryKey: [...ordersRoot, 'list'],
    queryFn: async ({ signal }): Promise<z.infer<typeof ordersResponse> & LastKnown> => {
      // Known out of reach (the reachability rule): the stored copy at once, no wait on the network.
      const stored = !isReachable() && owner !== null ? await readStoredOrders(owner).catch(() => null) : null;
      // Marked last known (lib/api/last-known.ts): read again from the server as soon as it answers.
      if (stored) return { success: true as const, orders: stored.orders, lastKnownAt: stored.savedAt };
      try {
        const response = await callApi(endpoints.getOrders, { signal, timeoutMs: readTimeoutMs });
        if (owner !== null) {
          await cacheOrders(owner, response.orders).catch(() => undefined);
          void cacheReadyLabels(owner, response.orders).catch(() => undefined);
          void cacheOrderDetails(owner, response.orders).catch(() => undefined);
        }
        return response;
      } catch (error) {
        // No answer (cut, lie-fi, or past the timeout): the stored copy.
        const kept = error instanceof NetworkError && owner !== null ? await readStoredOrders(owner).catch(() => null) : null;
        if (kept) return { success: true as const, orders: kept.orders, lastKnownAt: kept.savedAt };
        throw error;
      }
    },
    // A label still being made (docs/offline.md#orders-at-the-counter): the list is read again, sooner for a new order,
    // so Print Shipping Label shows once it is ready without the seller reloading. Not while the tab is hidden.
    refetchInterval: (query) => labelPollMs(query.state.data?.orders ?? [], Date.now()),
  });
}

export function useOrders() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // An order placed or answered in another tab (lib/orders-changed.ts): the list and details are read again now.
  useEffect(() => onOrdersChangedElsewhere(() => void queryClient.invalidateQueries({ queryKey: ordersRoot })), [queryClient]);
  return useQuery(ordersQuery(user?.username ?? null));
}

/** No answer from the server and this order's details were never saved on this device. */
export class OrderNotSavedError extends Error {
  constructor() {
    super(orderNotSavedMessage);
    this.name = 'OrderNotSavedError';
  }
}

/**
 * One order in full: from the server (and stored for the counter), or with no answer the copy stored when the order
 * was seen online (docs/offline.md#orders-at-the-counter).
 */
export function orderQuery(orderId: number, owner: string | null) {
  return queryOptions({
    queryKey: [...ordersRoot, 'detail', orderId],
    // Not saved and no answer: asking again at once would only repeat the wait.
    retry: (failures, error) => failures < 1 && error.name !== 'NetworkError' && !(error instanceof OrderNotSavedError),
    queryFn: async ({ signal }) => {
      const stored = owner !== null ? await readStoredOrderDetail(owner, orderId).catch(() => null) : null;
      if (stored && !isReachable()) return { success: true as const, ...stored };
      try {
        const response = await callApi(endpoints.getOrder, { params: { orderId }, signal, timeoutMs: readTimeoutMs });
        if (owner !== null) {
          const { success: _success, ...detail } = response;
          await storeOrderDetail(owner, detail).catch(() => undefined);
        }
        return response;
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        if (stored) return { success: true as const, ...stored };
        throw new OrderNotSavedError();
      }
    },
  });
}

export function useOrder(orderId: number | null) {
  const { user } = useAuth();
  return useQuery({ ...orderQuery(orderId ?? 0, user?.username ?? null), enabled: orderId !== null });
}

/** docs/product.md#8-error-and-message-catalogue, Orders: server message or 'Failed to fetch orders. Please try again.'. */
export function ordersErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to fetch orders. Please try again.' });
}

export const orderDetailError = 'Failed to load order details.';
export const orderNotSavedMessage =
  "This order's details were not saved on this device, so they need a connection. Your drop-off QR code and label are on the Your Trade-ins list if they were saved.";
