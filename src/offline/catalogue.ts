import { useEffect, useMemo, useState } from 'react';
import type { Device } from '../contract/index.ts';
import { loadAfterFirstView } from '../lib/after-first-view.ts';
import { useSameDevices } from '../lib/use-same-devices.ts';
import type { RefreshResult } from './catalogue-refresh.ts';
import type { StoredDevice } from './db.ts';

export interface CatalogueState {
  status: 'loading' | 'loaded' | 'error';
  /** In the API's list order. */
  devices: Device[];
  error: string | null;
}

// The position field is storage detail: readers get the contract's Device.
function toDevice({ id, device_name, brand, device_type, image_url }: Device): Device {
  return { id, device_name, brand, device_type, image_url };
}

/** Dexie, the live query and the refresh (with the typed client) as one lazily loaded piece. */
const loadStore = () => Promise.all([import('dexie'), import('./db.ts'), import('./catalogue-refresh.ts')]);

/**
 * The device catalogue, offline first: the Dexie copy shows and updates live when the once-per-page-load refresh
 * from the API lands. An error only shows when there is nothing cached. Dexie loads after the first view (a
 * pre-rendered page shows the build's snapshot until then), so it is neither fetched nor evaluated before it.
 */
export function useCatalogue(): CatalogueState {
  const [rows, setRows] = useState<StoredDevice[] | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const [refresh, setRefresh] = useState<RefreshResult | null>(null);

  useEffect(
    () =>
      loadAfterFirstView(loadStore, ([{ liveQuery }, { db }, { fetchedCatalogue, isWritingCatalogue, refreshCatalogue }]) => {
        let current = true;
        const read = () => db.devices.toCollection().sortBy('position');
        // A refresh writes in slices: what it has half written is not shown; its end is read once more below.
        const show = (next: StoredDevice[]) => {
          if (!isWritingCatalogue()) setRows(next);
        };
        const subscription = liveQuery(read).subscribe({ next: show, error: setFailure });
        // The fetched list is whole: it shows at once, not after its slices are written (on a first visit that was
        // 'Loading devices...' for as many idle moments as there are slices).
        void fetchedCatalogue().then((fetched) => {
          if (current && fetched) setRows(fetched.map((device, position) => ({ ...device, position })));
        });
        void refreshCatalogue().then(async (result) => {
          if (result.ok && result.stored !== null) {
            const written = await read().catch((error: unknown) => (setFailure(error), undefined));
            if (current && written) setRows(written);
          }
          if (current) setRefresh(result);
        });
        return () => {
          current = false;
          subscription.unsubscribe();
        };
      }),
    [],
  );

  // Each live-query answer is a new array: the same catalogue read again keeps the list readers already have.
  const devices = useSameDevices(useMemo(() => (rows ?? []).map(toDevice), [rows]));

  // As dexie-react-hooks' useLiveQuery did: a failing read goes to the route's error boundary.
  if (failure) throw failure;
  if (rows === undefined) return { status: 'loading', devices, error: null };
  if (rows.length > 0) return { status: 'loaded', devices, error: null };
  if (refresh === null) return { status: 'loading', devices, error: null };
  if (!refresh.ok) return { status: 'error', devices, error: refresh.message };
  // The refresh wrote rows the live query has not delivered yet: still loading, not empty.
  if (refresh.stored) return { status: 'loading', devices, error: null };
  return { status: 'loaded', devices, error: null };
}
