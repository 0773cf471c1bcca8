import type { Page } from '@playwright/test';

/** How many rows the app's IndexedDB table holds on this device, read straight from IndexedDB (0 before it exists). */
export async function storedRowCount(page: Page, table: string): Promise<number> {
  return (await storedRows(page, table)).length;
}

/** The rows of the app's IndexedDB table on this device, read straight from IndexedDB (none before it exists). */
export function storedRows<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result as T[]);
          request.onerror = () => reject(request.error);
          // A connection left open would hold up the app's own if it ever needed a new version of the database.
          db.close();
        };
      }),
    table,
  );
}
