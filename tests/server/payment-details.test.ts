import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDetailsResponse, savePaymentDetailsResponse } from '../../src/contract/index.ts';
import { paymentDetails } from '../../server/db/schema/index.ts';
import { client, invalidBank, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/** Issue 16, item 6: the dashboard's payment details, saved for the signed-in seller and shown back masked. */
describe('payment details: GET and POST /api/users/payment-details', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = { sortCode: '08-99-99', accountNumber: '66374958' };

  it('saves a possible UK account and only ever returns it masked, uncached', async () => {
    const seller = await verifiedSeller(t);
    const empty = await seller.api.get('/api/users/payment-details');
    expect(empty.statusCode).toBe(200);
    expect(paymentDetailsResponse.parse(empty.json()).payment).toBeNull();

    const saved = await seller.api.post('/api/users/payment-details', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(savePaymentDetailsResponse.parse(saved.json())).toMatchObject({
      message: 'Payment details saved.',
      payment: { sortCode: '**-**-99', accountNumber: '****4958' },
    });

    const read = await seller.api.get('/api/users/payment-details');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.body).not.toContain('66374958');
    expect(read.body).not.toContain('08-99-99');
    expect(paymentDetailsResponse.parse(read.json()).payment).toMatchObject({ sortCode: '**-**-99', accountNumber: '****4958' });
    const [row] = await t.database.db.select().from(paymentDetails).where(eq(paymentDetails.userId, seller.user.id));
    expect(row).toMatchObject(valid);

    // Saving again replaces them: one account per seller.
    const again = await seller.api.post('/api/users/payment-details', valid);
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(paymentDetails).where(eq(paymentDetails.userId, seller.user.id))).toHaveLength(1);
  });

  it("answers the spec's messages for bad formats and the modulus check's for an impossible account", async () => {
    const seller = await verifiedSeller(t);
    const badSort = await seller.api.post('/api/users/payment-details', { sortCode: '0899', accountNumber: '66374958' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toBe('Sort code must be in format XX-XX-XX');
    const badAccount = await seller.api.post('/api/users/payment-details', { sortCode: '08-99-99', accountNumber: '1234' });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().message).toBe('Account number must be 8 digits');
    const impossible = await seller.api.post('/api/users/payment-details', {
      sortCode: invalidBank.sort_code,
      accountNumber: invalidBank.account_number,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe('These bank details do not match a UK bank account. Please check the sort code and account number.');
    expect(paymentDetailsResponse.parse((await seller.api.get('/api/users/payment-details')).json()).payment).toBeNull();
  });

  it('is for signed-in sellers only, and each sees only their own', async () => {
    const visitor = client(t);
    expect((await visitor.get('/api/users/payment-details')).statusCode).toBe(401);
    expect((await visitor.post('/api/users/payment-details', valid)).statusCode).toBe(401);
    const first = await verifiedSeller(t);
    const second = await verifiedSeller(t);
    expect((await first.api.post('/api/users/payment-details', valid)).statusCode).toBe(200);
    expect(paymentDetailsResponse.parse((await second.api.get('/api/users/payment-details')).json()).payment).toBeNull();
  });
});
