import type { User } from '../contract/index.ts';
import { db } from './db.ts';

/**
 * Tables holding one seller's data (ASVS 5.0 14.3.1: cleared at sign-out). The public catalogue (devices, meta,
 * question sets) is not here, nor are quote drafts (a visitor's work, not the account's).
 */
const userTables = ['account', 'orders', 'labels', 'orderDetails', 'basket'] as const;
/** The seller's own taps and their answers: kept through a session that ended, dropped at Log out. */
const actionTables = ['outbox', 'syncResults'] as const;

export interface ClearOptions {
  /**
   * Also drop queued actions and their results: only when the seller signs out on purpose (after the warning).
   * A session that merely ended (or a visitor's session check) keeps them: they are the seller's taps, and send
   * (or fail visibly) when they are back.
   */
  outbox?: boolean;
  /**
   * Only if a seller's account was stored here: the check at start of a visitor with no session. With no account
   * row, what the tables hold is a guest's own (the basket they last read), which a page load must not wipe, or
   * their basket would never show offline.
   */
  onlyAfterAnAccount?: boolean;
}

/** Forgets everything this device stored for the seller who is signing out. */
export async function clearUserData(options: ClearOptions = {}): Promise<void> {
  if (options.onlyAfterAnAccount && (await db.account.count()) === 0) return;
  await clearTables(userTables);
  // Its own transaction: the shell reads these tables live, and the account must not wait for those reads.
  if (options.outbox) await clearTables(actionTables);
}

async function clearTables(names: readonly string[]): Promise<void> {
  await db.transaction(
    'rw',
    names.map((name) => db.table(name)),
    async () => {
      await Promise.all(names.map((name) => db.table(name).clear()));
    },
  );
}

/** How many queued actions would be lost by signing out now. */
export async function queuedActionCount(): Promise<number> {
  return db.outbox.count();
}

export async function saveAccountUser(user: User): Promise<void> {
  await db.account.put({ key: 'user', value: user, savedAt: Date.now() });
}

export async function readAccountUser(): Promise<User | null> {
  const row = await db.account.get('user');
  return row?.key === 'user' ? row.value : null;
}
