import type { Db } from '../client.ts';
import { discountCodes } from '../schema/index.ts';

/** The row that prices a friend's referral code: the terms say £5 each, the friend's on their first order. */
export const referralDiscountCode = 'REFERRAL';

/** A few codes to try (README lists them); values in pence for 'fixed', whole percent for 'percentage'. */
const endOf2027 = new Date('2027-12-31T23:59:59Z');

/**
 * Every code has terms the server enforces: uses per seller, an expiry, and for a percentage a cap (£25 on BOOST10);
 * whatever the terms, a code never adds more than the basket is worth (services/basket/discounts.ts).
 */
const seedDiscounts = [
  { code: 'WELCOME5', kind: 'code', type: 'fixed', value: 500, firstOrderOnly: true, perSellerLimit: 1, capPence: null, expiresAt: endOf2027 },
  { code: 'BOOST10', kind: 'code', type: 'percentage', value: 10, firstOrderOnly: false, perSellerLimit: 3, capPence: 2500, expiresAt: endOf2027 },
  { code: 'EXTRA20', kind: 'code', type: 'fixed', value: 2000, firstOrderOnly: false, perSellerLimit: 1, capPence: null, expiresAt: endOf2027 },
  {
    code: referralDiscountCode,
    kind: 'referral',
    type: 'fixed',
    value: 500,
    firstOrderOnly: true,
    perSellerLimit: 1,
    capPence: null,
    expiresAt: null,
  },
] as const;

/** Inserts the seed codes that are missing; a code an operator changed or retired is left as it is. */
export async function seedDiscountCodes(db: Db): Promise<void> {
  await db
    .insert(discountCodes)
    .values(seedDiscounts.map((row) => ({ ...row })))
    .onConflictDoNothing({ target: discountCodes.code });
}
