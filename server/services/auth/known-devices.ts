import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices, users } from '../../db/schema/index.ts';
import { hashSecret, randomSecret } from './secrets.ts';

/**
 * Device cookies (OWASP's answer to lock-out by spread-out guessing): a browser the owner has signed in from
 * carries a random token, and a sign-in naming that owner from that browser skips the per-account ceiling. A
 * stranger guessing from many addresses can still exhaust the ceiling, but only for browsers the owner never used.
 * The per-address and per-pair limits still apply to everyone. The route reads and sets the cookie; this module
 * sees only its value.
 */
export const knownDevicePolicy = {
  /** A year: long enough to outlive any attack, renewed at every sign-in. */
  maxAgeSeconds: 365 * 24 * 60 * 60,
  /** The newest this many devices per seller are kept; older ones are forgotten. */
  perSeller: 20,
} as const;

export function knownDeviceCookieName(secure: boolean): string {
  return secure ? '__Host-qmt_device' : 'qmt_device';
}

/** A cookie value worth looking up (a made-up huge one is not). */
export function deviceToken(value: string | undefined): string | undefined {
  return value && value.length <= 100 ? value : undefined;
}

/** The browser's device token belongs to the seller with this e-mail. */
export async function isKnownDevice(db: Db, token: string | undefined, email: string | undefined): Promise<boolean> {
  if (!token || !email) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, hashSecret(token)), eq(users.email, email)));
  return row !== undefined;
}

/** After a successful sign-in: this browser is (still) one of the seller's. Returns the token for the cookie. */
export async function rememberDevice(db: Db, userId: number, token: string | undefined, now = new Date()): Promise<string> {
  if (token) {
    const kept = await db
      .update(knownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(knownDevices.tokenHash, hashSecret(token)), eq(knownDevices.userId, userId)))
      .returning({ tokenHash: knownDevices.tokenHash });
    if (kept.length > 0) return token;
  }
  const fresh = randomSecret();
  await db.insert(knownDevices).values({ tokenHash: hashSecret(fresh), userId, createdAt: now, lastUsedAt: now });
  const newest = db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastUsedAt))
    .limit(knownDevicePolicy.perSeller);
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, newest)));
  return fresh;
}
