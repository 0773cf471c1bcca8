import type { OrderSummary } from '@/contract/index.ts';
import { createUser, fakeApi, json, type Handler } from './fake-api.tsx';

export const details = (referral: { code: string | null; balance: number; uses: number } = { code: 'ABCD2345', balance: 0, uses: 0 }) => ({
  success: true,
  user: createUser(),
  shipping: null,
  referral,
});

/** A signed-in seller's dashboard: their details and these orders; `overrides` adds or replaces handlers. */
export function dashboardApi(orders: OrderSummary[], overrides: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/users/validate': () => json(200, { success: true, user: createUser() }),
    'GET /api/users/details': () => json(200, details()),
    'GET /api/users/orders': () => json(200, { success: true, orders }),
    ...overrides,
  });
}
