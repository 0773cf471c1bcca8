import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../src/contract/index.ts';
import { useCatalogue } from '../../src/offline/catalogue.ts';
import { refreshCatalogue, resetCatalogueRefresh } from '../../src/offline/catalogue-refresh.ts';
import { db } from '../../src/offline/db.ts';

const device = (id: number, device_name: string, brand: string | null = 'Apple'): Device => ({
  id,
  device_name,
  brand,
  device_type: 'phone',
  image_url: `/devices/${id}.webp`,
});

// Ids deliberately out of order: the API's list order, not the key order, is the display order.
const list = [device(30, 'iPhone 15'), device(4, 'Galaxy S24', 'Samsung'), device(17, 'Pixel 8', null)];

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function stubFetch(respond: (init: RequestInit | undefined) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => respond(init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentHeaders = (fetchMock: ReturnType<typeof stubFetch>, call = 0) => (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(async () => {
  await resetCatalogueRefresh();
  await db.devices.clear();
  await db.meta.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offline catalogue', () => {
  it('loads the API list into Dexie in list order and keeps its ETag', async () => {
    stubFetch(() => json(list, 200, { ETag: '"v1"' }));
    const { result } = renderHook(() => useCatalogue());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.devices).toEqual(list);
    expect(result.current.error).toBeNull();
    // The whole list shows as soon as it arrives; its rows and then the ETag are written over the idle moments after.
    await waitFor(async () => expect(await db.meta.get('devicesEtag')).toEqual({ key: 'devicesEtag', value: '"v1"' }));
  });

  it('revalidates with If-None-Match on the next page load and keeps the list on 304', async () => {
    stubFetch(() => json(list, 200, { ETag: '"v1"' }));
    await refreshCatalogue();
    await resetCatalogueRefresh();
    const fetchMock = stubFetch(() => new Response(null, { status: 304 }));
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentHeaders(fetchMock)['If-None-Match']).toBe('"v1"');
    await waitFor(() => expect(result.current.devices).toEqual(list));
    expect(result.current.status).toBe('loaded');
  });

  it('replaces the table on 200: new order, new rows, missing rows deleted', async () => {
    stubFetch(() => json(list, 200, { ETag: '"v1"' }));
    await refreshCatalogue();
    await resetCatalogueRefresh();
    const next = [device(99, 'iPhone 16'), list[0]!];
    stubFetch(() => json(next, 200, { ETag: '"v2"' }));
    await refreshCatalogue();
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(result.current.devices).toEqual(next));
    expect(await db.devices.count()).toBe(2);
    expect((await db.meta.get('devicesEtag'))?.value).toBe('"v2"');
  });

  it('keeps the cached list when the refresh fails (offline)', async () => {
    stubFetch(() => json(list));
    await refreshCatalogue();
    await resetCatalogueRefresh();
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await waitFor(() => expect(result.current.devices).toEqual(list));
    expect(result.current).toMatchObject({ status: 'loaded', error: null });
  });

  it("reports 'Failed to load devices. Please try again.' when nothing is cached and the request fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toEqual({ status: 'error', devices: [], error: 'Failed to load devices. Please try again.' });
  });

  it("uses the server's message when it answers with an error body instead of a list", async () => {
    stubFetch(() => json({ success: false, message: 'Catalogue unavailable.' }, 503));
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Catalogue unavailable.');
  });

  it('writes a large catalogue in slices, and a reader never shows half of it (issue 15)', async () => {
    const old = Array.from({ length: 140 }, (_, index) => device(index + 1, `Old ${index + 1}`));
    stubFetch(() => json(old, 200, { ETag: '"v1"' }));
    await refreshCatalogue();
    await resetCatalogueRefresh();
    const renamed = old.map((entry) => ({ ...entry, device_name: `New ${entry.id}` }));
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async () => {
      await answered;
      return json(renamed, 200, { ETag: '"v2"' });
    });
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const state = useCatalogue();
      const names = new Set(state.devices.map((entry) => entry.device_name.split(' ')[0]));
      seen.push([...names].sort().join('+') || 'none');
      return state;
    });
    await waitFor(() => expect(result.current.devices).toHaveLength(140));
    release();
    await waitFor(() => expect(result.current.devices).toEqual(renamed));
    // Only whole lists: the old one, then the new one; never old and new names together.
    expect(new Set(seen)).toEqual(new Set(['none', 'Old', 'New']));
  });

  it('shows a fetched list at once on a first visit, before its slices are written to Dexie', async () => {
    stubFetch(() => json(list, 200, { ETag: '"v1"' }));
    // The write is held: on a busy phone its slices take one idle moment each, seconds in all.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bulkPut = db.devices.bulkPut.bind(db.devices);
    const spy = vi
      .spyOn(db.devices, 'bulkPut')
      .mockImplementation(((...args: Parameters<typeof bulkPut>) => held.then(() => bulkPut(...args))) as typeof bulkPut);
    try {
      const { result } = renderHook(() => useCatalogue());
      await waitFor(() => expect(result.current).toEqual({ status: 'loaded', devices: list, error: null }));
      // Shown while every write waits: the list came from the fetch, not from Dexie.
      expect(spy).toHaveBeenCalled();
      release();
      await waitFor(async () =>
        expect((await db.devices.bulkGet(list.map((entry) => entry.id))).map((row) => row?.device_name)).toEqual(
          list.map((entry) => entry.device_name),
        ),
      );
      expect(result.current).toEqual({ status: 'loaded', devices: list, error: null });
    } finally {
      spy.mockRestore();
    }
  });

  it('shares one request per page load among all readers', async () => {
    const fetchMock = stubFetch(() => json(list));
    const first = renderHook(() => useCatalogue());
    const second = renderHook(() => useCatalogue());
    await waitFor(() => expect(first.result.current.status).toBe('loaded'));
    await waitFor(() => expect(second.result.current.devices).toEqual(list));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentHeaders(fetchMock)['If-None-Match']).toBeUndefined();
  });
});
