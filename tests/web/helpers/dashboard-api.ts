import { endpoints, type OrderSummary } from '@/contract/index.ts';
import { createUser } from '../../factories/users.ts';
import { fakeApi, json, on, type Route } from './fake-api.ts';

export const details = (referral: { code: string | null; balance: number; uses: number } = { code: 'ABCD2345', balance: 0, uses: 0 }) => ({
  success: true,
  user: createUser(),
  shipping: null,
  referral,
});

/** A signed-in seller's dashboard: their details and these orders; `overrides` adds or replaces handlers. */
export function dashboardApi(orders: OrderSummary[], overrides: readonly Route[] = []) {
  return fakeApi([
    on(endpoints.validateSession, () => json(200, { success: true, user: createUser() })),
    on(endpoints.getUserDetails, () => json(200, details())),
    on(endpoints.getOrders, () => json(200, { success: true, orders })),
    ...overrides,
  ]);
}
