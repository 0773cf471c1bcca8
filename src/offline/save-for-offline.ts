import { catalogueEndpoints as endpoints } from '../contract/catalogue-endpoints.ts';
import type { OfflineQuotePack } from '../contract/index.ts';
import { callApi } from '../lib/api/call-api.ts';
import { refreshCatalogue } from './catalogue-refresh.ts';
import { db } from './db.ts';
import type { StoredQuestionSet } from './db.ts';
import { isQuotaError, requestPersistentStorage, StorageFullError } from './storage.ts';

export interface SaveProgress {
  saved: number;
  total: number;
}

const chunkSize = 50;
export const offlinePackSavedKey = 'offline-pack-saved-at';

/** One stored question set (with its pricing table) per catalogue device the pack has a set and price for. */
export function packRows(
  pack: OfflineQuotePack,
  devices: { id: number; device_name: string; device_type: string }[],
  now: number,
): StoredQuestionSet[] {
  const sets = new Map(pack.sets.map((set) => [set.deviceType, set]));
  const prices = new Map(pack.prices.map((price) => [price.deviceId, price]));
  return devices.flatMap((device) => {
    const set = sets.get(device.device_type as OfflineQuotePack['sets'][number]['deviceType']);
    const price = prices.get(device.id);
    if (!set || !price) return [];
    return [
      {
        deviceId: device.id,
        deviceName: device.device_name.trim().toLowerCase(),
        lists: set.questions,
        pricing: { basePence: price.basePence, floorPence: price.floorPence, adjustments: set.adjustments },
        fetchedAt: now,
      },
    ];
  });
}

/**
 * 'Save for offline': every device's question set and pricing table in IndexedDB, so any device can be quoted
 * (and estimated) with no network. One Dexie transaction, written in chunks with progress between them: out of
 * space, the whole save rolls back (StorageFullError) and the sets stored before are as they were.
 */
export async function saveForOffline(onProgress: (progress: SaveProgress) => void): Promise<SaveProgress> {
  await refreshCatalogue();
  const [pack, devices] = await Promise.all([callApi(endpoints.getOfflineQuotePack), db.devices.toArray()]);
  const rows = packRows(pack, devices, Date.now());
  onProgress({ saved: 0, total: rows.length });
  try {
    await db.transaction('rw', db.questionSets, db.meta, async () => {
      for (let start = 0; start < rows.length; start += chunkSize) {
        await db.questionSets.bulkPut(rows.slice(start, start + chunkSize));
        onProgress({ saved: Math.min(rows.length, start + chunkSize), total: rows.length });
      }
      await db.meta.put({ key: offlinePackSavedKey, value: String(Date.now()) });
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  void requestPersistentStorage();
  await untilPageWorksOffline();
  return { saved: rows.length, total: rows.length };
}

/** Longest wait for the service worker to finish installing (precaching the app) and take this page. */
const workerWaitMs = 30_000;

/**
 * The data alone is not enough on a first visit: the app's own code must be precached and this page controlled by
 * the worker (sw/sw.ts claims it), or the quote page's code cannot load once the signal goes. Waits for that, at
 * most `workerWaitMs`; with no service worker support there is nothing to wait for.
 */
async function untilPageWorksOffline(): Promise<void> {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers || workers.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      workers.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, workerWaitMs);
    workers.addEventListener('controllerchange', done);
  });
}
