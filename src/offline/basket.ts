import type { Basket } from '../contract/index.ts';
import { db } from './db.ts';
import { isQuotaError, StorageFullError } from './storage.ts';

/**
 * The basket as the server last sent it (docs/offline.md#the-last-known-basket): a basket opened in a dead spot shows
 * these items, marked as last known, instead of a failure. One row; cleared at sign-out with the other user tables.
 */
const key = 'basket';

export async function storeBasket(basket: Basket): Promise<void> {
  try {
    await db.basket.put({ key, value: basket, savedAt: Date.now() });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

/** The last basket the server sent to this device and when it was read, or null when none was ever stored. */
export async function readStoredBasket(): Promise<{ basket: Basket; savedAt: number } | null> {
  const row = await db.basket.get(key);
  return row ? { basket: row.value, savedAt: row.savedAt } : null;
}
