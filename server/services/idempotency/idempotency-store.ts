import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** docs/offline.md: a key answers replays for at least 7 days. */
const keepKeysDays = 7;

export type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key's transaction-scoped advisory lock without waiting: false means another request with the
 * same key is running its change right now (answered 409). Released at commit or rollback, even if the
 * process dies, so a crash never leaves a key stuck.
 */
export async function tryLockKey(tx: Db, id: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${id}::bigint) as locked`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}

export async function findKey(tx: Db, keyHash: string): Promise<StoredKey | null> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.keyHash, keyHash)).limit(1);
  return row ?? null;
}

export async function storeKey(tx: Db, row: typeof idempotencyKeys.$inferInsert): Promise<void> {
  await tx.insert(idempotencyKeys).values(row);
}

/** Deletes records older than the keeping period; returns how many went. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - keepKeysDays * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ keyHash: idempotencyKeys.keyHash });
  return deleted.length;
}
