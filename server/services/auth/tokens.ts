import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens, type TokenPurpose } from '../../db/schema/index.ts';
import { hashSecret, randomSecret } from './secrets.ts';

/** ASVS 5.0: reset links live 30 minutes, verification links 24 hours; both are single use. */
const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 30 * 60 * 1000,
};

/** Stores the hash of a fresh token and returns the token itself, for the e-mailed link only. */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = randomSecret();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
  });
  return token;
}

/**
 * Spends a token: marks it used in the same statement that checks it is unused and unexpired, so two
 * concurrent uses cannot both succeed. Returns the user id, or null for an unknown, used or expired token.
 * Every other unused token of the same purpose for that user is spent with it.
 */
export async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(eq(userTokens.tokenHash, hashSecret(token)), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)),
    )
    .returning({ userId: userTokens.userId });
  if (!row) return null;
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, row.userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  return row.userId;
}

/**
 * The owner of a verification link that can no longer be spent (used, or expired) whose account is verified anyway,
 * else null: the seller reopened the link from the e-mail. Only for a token this server issued to a now verified
 * account, so it tells the link's holder nothing they could not see by signing in.
 */
export async function verifiedOwnerOfSpentLink(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: users.id, verified: users.verified })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashSecret(token)), eq(userTokens.purpose, 'verify-email')));
  return row?.verified === true ? row.userId : null;
}
