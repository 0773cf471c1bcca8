import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@/contract/index.ts';
import { users } from '@server/db/schema/index.ts';
import { readOperatorSecret } from '@server/services/ops/operator-secret.ts';
import { nextAddress, register } from './accounts.ts';
import { bestAnswers, fetchQuestions, questionList } from './quote-fixtures.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A published valid pair (Vocalink v8.50 test 1) and one that fails the modulus check (test 29). */
export const validBank = { sort_code: '08-99-99', account_number: '66374958' };
export const invalidBank = { sort_code: '08-99-99', account_number: '66374959' };

export const address = { address_line1: '1 High Street', address_line2: 'Flat 2', city: 'Leeds', postcode: 'LS1 1AA' };

/** Sends requests as one client: its session (or basket) cookies, from its own address (no shared rate limits). */
export function client(t: TestApp, cookie?: string) {
  const remoteAddress = nextAddress();
  const headers = () => (cookie ? { cookie } : {});
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: headers(), remoteAddress }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: headers(), remoteAddress, ...(payload === undefined ? {} : { payload }) }),
  };
}

/** A signed-in seller with a verified e-mail and a saved address, ready to check out. */
export async function verifiedSeller(t: TestApp, overrides: Partial<RegisterBody> = {}, { verified = true, withAddress = true } = {}) {
  const { body, cookie } = await register(t.app, overrides);
  const [row] = await t.database.db.update(users).set({ verified }).where(eq(users.email, body.username.toLowerCase())).returning();
  if (withAddress) {
    const res = await client(t, cookie).post('/api/users/profile', {
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      ...address,
    });
    if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  }
  return { body, cookie, user: row!, api: client(t, cookie) };
}

/** A quote for a perfect device, as the quote page would add it. */
export async function quoteFor(t: TestApp, deviceName = 'Samsung Galaxy S23') {
  const found = await fetchQuestions(t.app, deviceName);
  return {
    deviceId: found.deviceId,
    quoteType: 'standard' as const,
    selected_answers: bestAnswers('phone', questionList(found.questions, 'standard')),
  };
}

/** Calls an operator endpoint with the DATA_DIR secret, as `npm run ops` does. */
export function ops(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const secret = readOperatorSecret(t.config.dataDir)!;
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
}

/** A seller's order placed through the API: one phone, checked out with valid bank details. */
export async function placeOrder(t: TestApp, seller: Awaited<ReturnType<typeof verifiedSeller>>) {
  const added = await seller.api.post('/api/basket/add', await quoteFor(t));
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const res = await seller.api.post('/api/basket/checkout', validBank);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json() as { order_id: number; label_name: string };
}
