import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../contract/index.ts';
import { callApi, errorMessage } from '../../../lib/api/call-api.ts';

/** Every orders query starts with this: a requote answered refreshes them all. */
export const ordersRoot = ['orders'] as const;

export const ordersQuery = queryOptions({
  queryKey: [...ordersRoot, 'list'],
  queryFn: ({ signal }) => callApi(endpoints.getOrders, { signal }),
});

export function useOrders() {
  return useQuery(ordersQuery);
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

/** Section 8, Orders: server message or 'Failed to fetch orders. Please try again.'. */
export function ordersErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to fetch orders. Please try again.' });
}

export const orderDetailError = 'Failed to load order details.';
