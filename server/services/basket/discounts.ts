import { and, count, eq, ne } from 'drizzle-orm';
import type { Discount } from '@/contract/basket.ts';
import { discountPence, penceToPounds } from '@/contract/pricing.ts';
import type { Db } from '../../db/client.ts';
import { referralDiscountCode } from '../../db/seed/discounts.ts';
import { discountCodes, orders, users, type DiscountCodeRow, type UserRow } from '../../db/schema/index.ts';

export const discountMessages = {
  invalid: 'Invalid code.',
  expired: 'This discount code has expired.',
  ownReferral: 'You cannot use your own referral code.',
  firstOrderOnly: 'This code is only valid on your first order.',
  otherReferrer: 'Only one referral code can be used per account.',
  usedUp: (limit: number) => `You have already used this code ${limit === 1 ? 'once' : `${limit} times`}, the most it can be used per seller.`,
} as const;

/** A code's terms: what it adds and on what condition; `referrerId` is set for a seller's referral code. */
export interface DiscountTerms {
  code: string;
  type: DiscountCodeRow['type'];
  value: number;
  firstOrderOnly: boolean;
  referrerId: number | null;
  /** Orders one seller may place with it (null: no limit). */
  perSellerLimit: number | null;
  /** For a percentage: the most it adds, in pence (null: no cap). */
  capPence: number | null;
  expiresAt: Date | null;
}

function termsOf(code: string, row: DiscountCodeRow, referrerId: number | null): DiscountTerms {
  return {
    code,
    type: row.type,
    value: row.value,
    firstOrderOnly: row.firstOrderOnly,
    referrerId,
    perSellerLimit: row.perSellerLimit,
    capPence: row.type === 'percentage' ? row.capPence : null,
    expiresAt: row.expiresAt,
  };
}

export type DiscountCheck = { ok: true; terms: DiscountTerms } | { ok: false; message: string };

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether `code` can be used by `user` (null: a visitor, whose account conditions are checked again at checkout).
 * A seeded code, else a seller's referral code priced with the 'referral' row.
 */
export async function checkDiscount(db: Db, rawCode: string, user: UserRow | null, now = new Date()): Promise<DiscountCheck> {
  const code = normaliseCode(rawCode);
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), eq(discountCodes.kind, 'code')));
  let terms: DiscountTerms;
  if (row) {
    if (!row.active || (row.expiresAt && row.expiresAt <= now)) return { ok: false, message: discountMessages.expired };
    terms = termsOf(code, row, null);
  } else {
    const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
    const [reward] = await db.select().from(discountCodes).where(eq(discountCodes.code, referralDiscountCode));
    if (!referrer || !reward) return { ok: false, message: discountMessages.invalid };
    if (!reward.active || (reward.expiresAt && reward.expiresAt <= now)) return { ok: false, message: discountMessages.expired };
    terms = termsOf(code, reward, referrer.id);
  }
  if (!user) return { ok: true, terms };
  if (terms.referrerId === user.id) return { ok: false, message: discountMessages.ownReferral };
  if (terms.referrerId !== null && user.referredByUserId !== null && user.referredByUserId !== terms.referrerId) {
    return { ok: false, message: discountMessages.otherReferrer };
  }
  if (terms.firstOrderOnly && (await hasOrders(db, user.id))) return { ok: false, message: discountMessages.firstOrderOnly };
  if (terms.perSellerLimit !== null && (await timesUsed(db, user.id, code)) >= terms.perSellerLimit) {
    return { ok: false, message: discountMessages.usedUp(terms.perSellerLimit) };
  }
  return { ok: true, terms };
}

/** Orders that went ahead (a cancelled one does not use up a first-order code). */
export async function hasOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'Cancelled')));
  return (row?.n ?? 0) > 0;
}

/** This seller's orders placed with `code` that went ahead (a cancelled one gives the use back). */
async function timesUsed(db: Db, userId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.discountCode, code), ne(orders.status, 'Cancelled')));
  return row?.n ?? 0;
}

/** The contract's Discount (pounds; `value` is pounds for fixed, percent for percentage). */
export function toDiscount(terms: DiscountTerms, originalPence: number): Discount {
  return {
    code: terms.code,
    type: terms.type,
    value: terms.type === 'fixed' ? penceToPounds(terms.value) : terms.value,
    discount: penceToPounds(discountPence(terms, originalPence)),
    terms: {
      per_seller_limit: terms.perSellerLimit,
      expires_at: terms.expiresAt?.toISOString() ?? null,
      cap: terms.capPence === null ? null : penceToPounds(terms.capPence),
      first_order_only: terms.firstOrderOnly,
    },
  };
}

/** A referred friend's basket starts with the friend's referral code, until their first order is placed. */
export async function defaultDiscountFor(db: Db, user: UserRow): Promise<string | null> {
  if (user.referredByUserId === null) return null;
  const [referrer] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, user.referredByUserId));
  if (!referrer?.code) return null;
  const check = await checkDiscount(db, referrer.code, user);
  return check.ok ? check.terms.code : null;
}
