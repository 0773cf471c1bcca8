import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { knownDevices, users } from '../../db/schema/index.ts';
import { hashSecret, randomSecret } from './secrets.ts';
import { isSecureRequest } from './sessions.ts';

/**
 * Device cookies (OWASP's answer to lock-out by spread-out guessing): a browser the owner has signed in from
 * carries a random token, and a sign-in naming that owner from that browser skips the per-account ceiling. A
 * stranger guessing from many addresses can still exhaust the ceiling, but only for browsers the owner never used.
 * The per-address and per-pair limits still apply to everyone.
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

function deviceToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[knownDeviceCookieName(isSecureRequest(request))];
  return value && value.length <= 100 ? value : undefined;
}

/** The request comes from a browser the seller with this e-mail has signed in from. */
export async function isKnownDevice(db: Db, request: FastifyRequest, email: string | undefined): Promise<boolean> {
  const token = deviceToken(request);
  if (!token || !email) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, hashSecret(token)), eq(users.email, email)));
  return row !== undefined;
}

/** After a successful sign-in: this browser is (still) one of the seller's. */
export async function rememberDevice(db: Db, reply: FastifyReply, userId: number, now = new Date()): Promise<void> {
  const token = deviceToken(reply.request);
  const tokenHash = token ? hashSecret(token) : undefined;
  const kept = tokenHash
    ? await db
        .update(knownDevices)
        .set({ lastUsedAt: now })
        .where(and(eq(knownDevices.tokenHash, tokenHash), eq(knownDevices.userId, userId)))
        .returning({ tokenHash: knownDevices.tokenHash })
    : [];
  let value = token;
  if (kept.length === 0) {
    value = randomSecret();
    await db.insert(knownDevices).values({ tokenHash: hashSecret(value), userId, createdAt: now, lastUsedAt: now });
    const newest = db
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(desc(knownDevices.lastUsedAt))
      .limit(knownDevicePolicy.perSeller);
    await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, newest)));
  }
  const secure = isSecureRequest(reply.request);
  reply.setCookie(knownDeviceCookieName(secure), value!, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: knownDevicePolicy.maxAgeSeconds });
}
