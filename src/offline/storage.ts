import { db } from './db.ts';

/**
 * The browser may evict IndexedDB under storage pressure unless the site's storage is persistent, and the
 * outbox holds the seller's actions: persistence is asked once, after the first queued action or saved order
 * (docs/offline.md), when asking means something to the browser's heuristics.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    if (await db.meta.get('persist-requested')) return false;
    await db.meta.put({ key: 'persist-requested', value: String(Date.now()) });
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageEstimate {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** How much this device holds for the app and how much it may, for the dashboard; null where unknown. */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    const persisted = storage.persisted ? await storage.persisted() : false;
    return { usage, quota, persisted };
  } catch {
    return null;
  }
}

/** Message shown when a write was refused for lack of space (nothing of it was kept). */
export const storageFullMessage = 'There is not enough storage space on this device to save this. Free up some space, then try again.';

/** A write refused because the device is out of space (Dexie wraps the browser's QuotaExceededError). */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(cause?: unknown) {
    super(storageFullMessage, { cause });
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
