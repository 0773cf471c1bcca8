import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users, type UserRow } from '../db/schema/index.ts';
import { sessionHintCookie } from '@/shared/auth/session-hint.ts';
import { hashSecret, randomSecret } from '../services/auth/secrets.ts';

/**
 * Session lifetimes (ASVS 5.0 7.3.1, 7.3.2), chosen for a seller who gets a quote, posts the device and comes back
 * to follow it: signed out after 12 hours without a request, and at the latest 7 days after signing in.
 */
export const sessionPolicy = {
  idleMs: 12 * 60 * 60 * 1000,
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 60 * 1000,
} as const;

export interface ActiveSession {
  idHash: string;
  user: UserRow;
  expiresAt: Date;
}

/** Over HTTPS the cookie is Secure and `__Host-` prefixed (no Domain, path /, cannot be set by a subdomain). */
function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-qmt_session' : 'qmt_session';
}

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Starts a session for the user and sets its cookie. Returns the stored id hash. */
export async function startSession(db: Db, reply: FastifyReply, userId: number, now = new Date()): Promise<string> {
  const id = randomSecret();
  const idHash = hashSecret(id);
  const expiresAt = new Date(now.getTime() + sessionPolicy.absoluteMs);
  await db.insert(sessions).values({ idHash, userId, createdAt: now, lastSeenAt: now, expiresAt });
  setSessionCookie(reply, id, expiresAt);
  return idHash;
}

export function setSessionCookie(reply: FastifyReply, id: string, expiresAt: Date): void {
  const secure = isSecureRequest(reply.request);
  reply.setCookie(sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
  setSessionHint(reply, expiresAt);
}

/** The readable "signed in" hint (no secret in it): the app checks the session only when it is there. */
export function setSessionHint(reply: FastifyReply, expiresAt: Date): void {
  reply.setCookie(sessionHintCookie, '1', {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(reply.request),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const secure = isSecureRequest(reply.request);
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.clearCookie(sessionHintCookie, { httpOnly: false, sameSite: 'lax', path: '/', secure });
}

export function hasSessionHintCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[sessionHintCookie]);
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(isSecureRequest(request))] || undefined;
}

/** The live session behind a cookie value, or null. An idle or expired session is deleted on sight. */
export async function findSession(db: Db, id: string, now = new Date()): Promise<ActiveSession | null> {
  const idHash = hashSecret(id);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince > sessionPolicy.idleMs) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (idleSince > sessionPolicy.touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { idHash, user: row.user, expiresAt: row.session.expiresAt };
}

export async function endSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user except `keepIdHash` (a password reset signs out every other device). */
export async function endOtherSessions(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  await db.delete(sessions).where(keepIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)) : eq(sessions.userId, userId));
}

/** Housekeeping: rows past either limit (they are also refused one by one when presented). */
export async function deleteStaleSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionPolicy.idleMs))));
}
