import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileBody, updateUserBody } from '@/contract/index.ts';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

/** The account behind an (already normalised) e-mail address, if any. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The seller whose referral code this is (typed by a friend: case and spaces do not matter). */
export async function findReferrer(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code.trim().toUpperCase()));
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  marketing: boolean;
  referredByUserId: number | null;
}

/** The new row's id, or null when the address was taken meanwhile (two registrations racing). */
export async function createUser(db: Db, user: NewUser): Promise<{ id: number } | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...user, termsAndConditions: true, referralCode: newReferralCode() })
      .returning({ id: users.id });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ verified: true }).where(eq(users.id, userId));
}

/** A reset link proved the seller reads this mailbox, so the address counts as verified too. */
export async function resetPassword(db: Db, userId: number, passwordHash: string): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ passwordHash, verified: true }).where(eq(users.id, userId)).returning();
  return user;
}

/** What Account Settings and the checkout's address step both write: the seller's name, phone and address. */
interface AccountFields {
  /** Absent: unchanged; '' or null: cleared (Account Settings only). */
  title?: string | null | undefined;
  firstName: string;
  lastName: string;
  phone: string;
  marketing?: boolean | undefined;
  /** Accepting the terms is recorded; a false here cannot withdraw an acceptance already given. */
  termsAndConditions?: boolean | undefined;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
}

async function writeAccount(db: Db, userId: number, fields: AccountFields): Promise<void> {
  await db
    .update(users)
    .set({
      ...(fields.title !== undefined ? { title: fields.title || null } : {}),
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
      ...(fields.marketing !== undefined ? { marketing: fields.marketing } : {}),
      ...(fields.termsAndConditions ? { termsAndConditions: true } : {}),
      addressLine1: fields.address_line1,
      addressLine2: fields.address_line2,
      city: fields.city,
      postcode: fields.postcode,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Account Settings: details and address. */
export async function updateAccount(db: Db, userId: number, { user, shipping }: z.output<typeof updateUserBody>): Promise<void> {
  await writeAccount(db, userId, { ...user, ...shipping });
}

/** The checkout's profile and address step (it never sends a title). */
export async function updateProfile(db: Db, userId: number, body: z.output<typeof updateProfileBody>): Promise<void> {
  await writeAccount(db, userId, body);
}

// No 0/O or 1/I: the code is read out and typed by a friend.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A seller's own referral code: 8 characters, about 40 bits, unique (index) across sellers. */
function newReferralCode(): string {
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
