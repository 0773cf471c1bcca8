import type { MarketingPreferences, UserDetails } from '../contract/index.ts';
import { db } from './db.ts';
import { isQuotaError, StorageFullError } from './storage.ts';

/**
 * Account Settings and Marketing Preferences as the server last sent them (docs/offline.md#the-last-known-account-pages):
 * a page reloaded in a dead spot shows them, read-only and marked last known, instead of a failure. Kept in the account
 * table, so sign-out clears them with the user.
 */

export interface Kept<T> {
  value: T;
  savedAt: number;
}

export async function storeUserDetails(details: UserDetails): Promise<void> {
  await put({ key: 'details', value: details, savedAt: Date.now() });
}

/** The details last read for this seller, or null when none were stored (or they belong to another seller). */
export async function readStoredUserDetails(owner: string | null): Promise<Kept<UserDetails> | null> {
  const row = await db.account.get('details');
  if (row?.key !== 'details' || row.value.user.username !== owner) return null;
  return { value: row.value, savedAt: row.savedAt };
}

export async function storeMarketing(preferences: MarketingPreferences): Promise<void> {
  await put({ key: 'marketing', value: preferences, savedAt: Date.now() });
}

export async function readStoredMarketing(): Promise<Kept<MarketingPreferences> | null> {
  const row = await db.account.get('marketing');
  return row?.key === 'marketing' ? { value: row.value, savedAt: row.savedAt } : null;
}

async function put(row: Parameters<typeof db.account.put>[0]): Promise<void> {
  try {
    await db.account.put(row);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}
