import type { Page } from '@playwright/test';

/** How many rows the app's IndexedDB table holds on this device, read straight from IndexedDB (0 before it exists). */
export function storedRowCount(page: Page, table: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('qmt');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(name)) return resolve(0);
          const request = open.result.transaction(name).objectStore(name).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}
