import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

/** The stored records of several keys at once (a batch of changes: server/http/idempotency/batched.ts). */
export async function findKeys(tx: Db, keyHashes: string[]): Promise<StoredKey[]> {
  return tx
    .select()
    .from(idempotencyKeys)
    .where(sql`${idempotencyKeys.keyHash} in (select json_array_elements_text(${JSON.stringify(keyHashes)}::json))`);
}

/** Several records in one statement whose text never changes with their number (one json parameter). */
export async function storeKeys(tx: Db, rows: Omit<typeof idempotencyKeys.$inferInsert, 'createdAt'>[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into idempotency_keys (key_hash, scope, fingerprint, status_code, response, secret)
    select key_hash, scope, fingerprint, status_code, response, secret
    from json_to_recordset(${JSON.stringify(rows.map((row) => ({ key_hash: row.keyHash, scope: row.scope, fingerprint: row.fingerprint, status_code: row.statusCode, response: row.response, secret: row.secret ?? null })))}::json)
      as t(key_hash text, scope text, fingerprint text, status_code int, response jsonb, secret text)`);
}

/** tryLockKey for several keys in one statement, in their order (PostgreSQL only: see runIdempotent). */
export async function tryLockKeys(tx: Db, ids: string[]): Promise<boolean[]> {
  const result = (await tx.execute(sql`
    select pg_try_advisory_xact_lock(id::bigint) as locked
    from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as t(id, n) order by n`)) as unknown;
  return rowsOf<{ locked: boolean }>(result).map((row) => row.locked === true);
}
