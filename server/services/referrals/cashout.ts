import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCashouts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { assertPossibleUkAccount } from '../payments/bank-account.ts';

/** docs/product.md#9-business-constants-and-limits: the minimum cash-out. */
const minimumCashoutPence = 500;

const cashoutMessages = {
  submitted: "Cashout request submitted successfully! We'll process it within 1-2 business days.",
  belowMinimum: 'Your referral balance must be at least £5.00 to cash out.',
  unverified: 'Please verify your email address before cashing out your referral balance.',
} as const;

/**
 * The whole referral balance, by bank transfer (the operator pays it). The user row is locked, so two requests
 * at once cannot both pay out one balance.
 */
export async function cashOutReferrals(tx: Db, userId: number, bank: { sort_code: string; account_number: string }) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  // docs/product.md#6-roles-and-permissions: referral belongs to the signed-in, verified seller.
  if (user && !user.verified) throw new HttpError(403, cashoutMessages.unverified);
  if (!user || user.referralBalancePence < minimumCashoutPence) throw new HttpError(400, cashoutMessages.belowMinimum);
  assertPossibleUkAccount(bank.sort_code, bank.account_number);
  await tx
    .insert(referralCashouts)
    .values({ userId: user.id, amountPence: user.referralBalancePence, sortCode: bank.sort_code, accountNumber: bank.account_number });
  await tx.update(users).set({ referralBalancePence: 0 }).where(eq(users.id, user.id));
  return { success: true as const, message: cashoutMessages.submitted, balance: 0 };
}
