import { db } from './db.ts';

const KEY = 'basketCount';

/** The last basket count the server gave, for the top bar's badge when it cannot be reached (docs/offline.md). */
export async function readStoredBasketCount(): Promise<number | null> {
  const value = Number((await db.meta.get(KEY))?.value);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export async function storeBasketCount(count: number): Promise<void> {
  await db.meta.put({ key: KEY, value: String(count) });
}
