import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { ops, placeOrder, verifiedSeller } from './helpers/orders.ts';
import { createTestApp } from './helpers/test-app.ts';

/**
 * From the outside review: an operator cancel left the seller holding a label that no longer works without a word,
 * a completed payment was never confirmed, and a referral that paid nothing (same bank account) said nothing.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = async (to: string, subject: string) =>
  (await readMailbox(t.config.dataDir))
    .filter((mail) => mail.to === to && mail.subject === subject)
    // Quoted-printable decodes to bytes: read them as UTF-8 (the £ sign).
    .map((mail) => ({ ...mail, text: Buffer.from(mail.decoded, 'latin1').toString('utf8') }));

describe('the seller hears of every operator move that changes what they should do', () => {
  it('cancel: an e-mail says the order is cancelled and its label must not be used', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    const moved = await ops(t, 'POST', `/api/ops/orders/${id}/cancel`);
    expect(moved.json()).toMatchObject({ to: 'Cancelled', mailed: true });
    const [mail] = await mailsTo(seller.body.username.toLowerCase(), `Your order QMT-${id} has been cancelled`);
    expect(mail?.text ?? '').toContain('Its shipping label and QR code no longer work: please do not post your device with them.');
  });

  it('complete: an e-mail says how much was sent and to which account', async () => {
    const seller = await verifiedSeller(t);
    const { order_id: id } = await placeOrder(t, seller);
    for (const move of ['deliver', 'checkin', 'pay', 'complete'])
      expect((await ops(t, 'POST', `/api/ops/orders/${id}/${move}`)).statusCode, move).toBe(200);
    const order = (await seller.api.get(`/api/users/orders/${id}`)).json();
    const [mail] = await mailsTo(seller.body.username.toLowerCase(), `Your order QMT-${id}: payment sent`);
    expect(mail?.text ?? '').toContain(
      `We have sent £${order.total_price.toFixed(2)} for your order QMT-${id} by bank transfer to the account ending 4958.`,
    );
  });

  it('a referred sale paid into the referrer’s own bank account: the operator is told why no reward was credited', async () => {
    const referrer = await verifiedSeller(t);
    await placeOrder(t, referrer);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, referrer.body.username.toLowerCase()));
    const friend = await verifiedSeller(t, { referralCode: row!.referralCode ?? undefined });
    const { order_id: id } = await placeOrder(t, friend);
    for (const move of ['deliver', 'checkin', 'pay']) await ops(t, 'POST', `/api/ops/orders/${id}/${move}`);
    const completed = (await ops(t, 'POST', `/api/ops/orders/${id}/complete`)).json();
    expect(completed.rewarded_referrer).toBeUndefined();
    expect(completed.referral_refused).toBe(`no referral reward: this order pays into a bank account the referrer (user ${row!.id}) has also used`);
  });
});
