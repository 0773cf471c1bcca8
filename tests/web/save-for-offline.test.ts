import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCatalogueRefresh } from '../../src/offline/catalogue-refresh.ts';
import { db } from '../../src/offline/db.ts';
import { offlinePackSavedKey, saveForOffline, type SaveProgress } from '../../src/offline/save-for-offline.ts';
import { StorageFullError } from '../../src/offline/storage.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

/**
 * 'Save for offline' (docs/offline.md): every device's questions and prices stored in chunks with progress, all or
 * nothing when the device runs out of space, and persistent storage asked for once something worth keeping is saved.
 */
const devices = Array.from({ length: 120 }, (_, i) => createDevice({ id: i + 1, device_name: `Phone ${i + 1}` }));
const pack = {
  success: true,
  sets: [{ deviceType: 'phone', questions: createQuestionLists(), adjustments: {} }],
  prices: devices.map((device) => ({ deviceId: device.id, basePence: 10_000 + device.id, floorPence: 500 })),
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const persist = vi.fn(async () => true);

beforeEach(async () => {
  await resetCatalogueRefresh();
  await Promise.all([db.devices.clear(), db.questionSets.clear(), db.meta.clear()]);
  persist.mockClear();
  Object.defineProperty(navigator, 'storage', { value: { persisted: async () => false, persist }, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/devices') return json(devices);
      if (path === '/api/questions/offline') return json(pack);
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
});

describe('saveForOffline', () => {
  it('stores every device in chunks, reporting progress after each, then asks for persistent storage once', async () => {
    const progress: SaveProgress[] = [];
    expect(await saveForOffline((p) => progress.push(p))).toEqual({ saved: 120, total: 120 });
    expect(progress).toEqual([
      { saved: 0, total: 120 },
      { saved: 50, total: 120 },
      { saved: 100, total: 120 },
      { saved: 120, total: 120 },
    ]);
    expect(await db.questionSets.count()).toBe(120);
    expect((await db.questionSets.get(7))?.pricing).toMatchObject({ basePence: 10_007, floorPence: 500 });
    expect(await db.meta.get(offlinePackSavedKey)).toBeDefined();
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));

    // Asked once: saving again does not ask the browser again.
    await saveForOffline(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('out of space half way: StorageFullError, and what was stored before is as it was (nothing of the save kept)', async () => {
    const before = {
      deviceId: 1,
      deviceName: 'phone 1',
      lists: createQuestionLists(),
      pricing: { basePence: 1, floorPence: 1, adjustments: {} },
      fetchedAt: 1,
    };
    await db.questionSets.put(before);
    const realBulkPut = db.questionSets.bulkPut.bind(db.questionSets);
    let calls = 0;
    vi.spyOn(db.questionSets, 'bulkPut').mockImplementation(((...args: Parameters<typeof realBulkPut>) => {
      calls += 1;
      if (calls === 2) return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      return realBulkPut(...args);
    }) as typeof realBulkPut);

    const progress: SaveProgress[] = [];
    await expect(saveForOffline((p) => progress.push(p))).rejects.toBeInstanceOf(StorageFullError);
    expect(progress.at(-1)).toEqual({ saved: 50, total: 120 });
    vi.restoreAllMocks();
    expect(await db.questionSets.toArray()).toEqual([before]);
    expect(await db.meta.get(offlinePackSavedKey)).toBeUndefined();
    expect(persist).not.toHaveBeenCalled();
  });
});
