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
  return { saved: rows.length, total: rows.length };
}
