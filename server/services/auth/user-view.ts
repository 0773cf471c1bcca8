import type { Referral, Shipping, User } from '@/contract/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** A users row as the contract's User (docs/product.md#3-entities-and-their-fields). */
export function toUser(row: UserRow): User {
  return {
    username: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    verified: row.verified,
    marketing: row.marketing,
    termsAndConditions: row.termsAndConditions,
    title: row.title,
  };
}

/** null until an address was saved. */
export function toShipping(row: UserRow): Shipping | null {
  if (row.addressLine1 === null) return null;
  return { address_line1: row.addressLine1, address_line2: row.addressLine2 ?? '', city: row.city ?? '', postcode: row.postcode ?? '' };
}

export function toReferral(row: UserRow): Referral {
  return { code: row.referralCode, balance: row.referralBalancePence / 100, uses: row.referralUses };
}

/** E-mail addresses are compared case-insensitively: stored and looked up lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
