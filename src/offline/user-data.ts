import type { User } from '../contract/index.ts';
import { db } from './db.ts';

/**
 * Tables holding one seller's data (ASVS 5.0 14.3.1: cleared at sign-out). The public catalogue (devices, meta)
 * is not here. A later table of user data (orders, labels, drafts, outbox) is added to this list.
 */
const userTables = ['account'] as const;

/** Forgets everything this device stored for the seller who is signing out. */
export async function clearUserData(): Promise<void> {
  await db.transaction('rw', userTables.map((name) => db.table(name)), async () => {
    await Promise.all(userTables.map((name) => db.table(name).clear()));
  });
}

/** How many queued actions (the outbox, once it exists) would be lost by signing out now. */
export async function queuedActionCount(): Promise<number> {
  if (!db.tables.some((table) => table.name === 'outbox')) return 0;
  return db.table('outbox').count();
}

export async function saveAccountUser(user: User): Promise<void> {
  await db.account.put({ key: 'user', value: user, savedAt: Date.now() });
}

export async function readAccountUser(): Promise<User | null> {
  return (await db.account.get('user'))?.value ?? null;
}
