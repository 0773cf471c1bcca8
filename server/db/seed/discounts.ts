import type { Db } from '../client.ts';
import { discountCodes } from '../schema/index.ts';

/** The row that prices a friend's referral code: the terms say £5 each, the friend's on their first order. */
export const referralDiscountCode = 'REFERRAL';

/** A few codes to try (README lists them); values in pence for 'fixed', whole percent for 'percentage'. */
export const seedDiscounts = [
  { code: 'WELCOME5', kind: 'code', type: 'fixed', value: 500, firstOrderOnly: true },
  { code: 'BOOST10', kind: 'code', type: 'percentage', value: 10, firstOrderOnly: false },
  { code: 'EXTRA20', kind: 'code', type: 'fixed', value: 2000, firstOrderOnly: false },
  { code: referralDiscountCode, kind: 'referral', type: 'fixed', value: 500, firstOrderOnly: true },
] as const;

/** Inserts the seed codes that are missing; a code an operator changed or retired is left as it is. */
export async function seedDiscountCodes(db: Db): Promise<void> {
  await db
    .insert(discountCodes)
    .values(seedDiscounts.map((row) => ({ ...row })))
    .onConflictDoNothing({ target: discountCodes.code });
}
