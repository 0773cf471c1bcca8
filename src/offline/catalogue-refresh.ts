import { catalogueEndpoints as endpoints } from '../contract/catalogue-endpoints.ts';
import type { Device } from '../contract/devices.ts';
import { ApiError, fetchApi } from '../lib/api/call-api.ts';
import { afterFirstView } from '../lib/after-first-view.ts';
import { catalogueTimeoutMs } from '../lib/api/reachability.ts';
import { db } from './db.ts';

const ETAG_KEY = 'devicesEtag';
const LOAD_FAILED = 'Failed to load devices. Please try again.';

export type RefreshResult =
  | { ok: true; stored: number | null } // stored: rows written, null when the cache was current (304)
  | { ok: false; message: string };

// One refresh per page load, shared by every component that reads the catalogue.
let pending: { result: Promise<RefreshResult>; fetched: Promise<Device[] | null> } | null = null;

function started() {
  if (!pending) {
    let onFetched: (devices: Device[] | null) => void = () => {};
    const fetched = new Promise<Device[] | null>((resolve) => (onFetched = resolve));
    pending = { fetched, result: revalidate(onFetched).finally(() => onFetched(null)) };
  }
  return pending;
}

/** Stale-while-revalidate: readers see the Dexie copy at once; this brings it up to date. */
export function refreshCatalogue(): Promise<RefreshResult> {
  return started().result;
}

/**
 * The whole list this page load's refresh fetched, as soon as it arrives (null when it brought none: current, or
 * failed). Its slices are written to Dexie over many idle moments after that (seconds on a busy phone), and a
 * reader need not wait for them to show a list it already has whole.
 */
export function fetchedCatalogue(): Promise<Device[] | null> {
  return started().fetched;
}

/**
 * Tests start each case as a fresh page load, once the last one's refresh has finished writing: its list may have
 * shown (and its test ended) before its slices were all written.
 */
export async function resetCatalogueRefresh(): Promise<void> {
  await pending?.result;
  pending = null;
}

async function revalidate(onFetched: (devices: Device[]) => void): Promise<RefreshResult> {
  try {
    // Only a non-empty cache may be declared current; an empty one must be filled.
    const cached = (await db.devices.count()) > 0;
    const etag = cached ? (await db.meta.get(ETAG_KEY))?.value : undefined;
    const response = await fetchApi(endpoints.getDevices, {
      headers: etag ? { 'If-None-Match': etag } : {},
      // A hanging line must not leave 'Loading devices...' up: with nothing stored the seller sees the error
      // (with Try Again) after this; with a stored copy nobody waits on it.
      timeoutMs: catalogueTimeoutMs,
      // 364 devices checked at once were a 40-250 ms task at 4x CPU; 40 at a time stay short.
      parseSliceSize: 40,
    });
    if (response.notModified) return { ok: true, stored: null };
    onFetched(response.data);
    await replaceCatalogue(response.data, response.headers.get('ETag'));
    return { ok: true, stored: response.data.length };
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
}

/** docs/product.md#8-error-and-message-catalogue: the server's message when it answered with an error body instead of a list. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : LOAD_FAILED;
}

/** Rows per write: one slice is a short task even at 4x CPU (the whole catalogue in one write was 100-350 ms; a slice
 * of 50 rows was still 55-90 ms in a trace on a loaded machine, docs/decisions/136-evaluate-modules-in-pieces.md). */
const sliceSize = 20;
let writing = false;

/** While a refresh writes its slices, readers keep what they showed (useCatalogue), so none shows half a catalogue. */
export function isWritingCatalogue(): boolean {
  return writing;
}

/**
 * The rows in slices, one per idle moment after the first view (lib/after-first-view.ts), then the stale rows and
 * the ETag in one transaction. The ETag is written last: a page closed mid-way keeps the old ETag (or none), so the
 * next load is answered in full and writes the catalogue again.
 */
async function replaceCatalogue(devices: Device[], etag: string | null): Promise<void> {
  writing = true;
  try {
    for (let start = 0; start < devices.length; start += sliceSize) {
      await afterFirstView();
      await db.devices.bulkPut(devices.slice(start, start + sliceSize).map((device, index) => ({ ...device, position: start + index })));
    }
    await afterFirstView();
    await db.transaction('rw', db.devices, db.meta, async () => {
      const keep = new Set(devices.map((device) => device.id));
      const stale = (await db.devices.toCollection().primaryKeys()).filter((id) => !keep.has(id));
      await db.devices.bulkDelete(stale);
      if (etag) await db.meta.put({ key: ETAG_KEY, value: etag });
      else await db.meta.delete(ETAG_KEY);
    });
  } finally {
    writing = false;
  }
}
