import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Device } from '../contract/index.ts';
import { refreshCatalogue } from './catalogue-refresh.ts';
import type { RefreshResult } from './catalogue-refresh.ts';
import { db } from './db.ts';

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

/**
 * The device catalogue, offline first: the Dexie copy shows at once and updates live when the
 * once-per-page-load refresh from the API lands. An error only shows when there is nothing cached.
 */
export function useCatalogue(): CatalogueState {
  const rows = useLiveQuery(() => db.devices.toCollection().sortBy('position'), []);
  const [refresh, setRefresh] = useState<RefreshResult | null>(null);

  useEffect(() => {
    let current = true;
    void refreshCatalogue().then((result) => {
      if (current) setRefresh(result);
    });
    return () => {
      current = false;
    };
  }, []);

  const devices = useMemo(() => (rows ?? []).map(toDevice), [rows]);

  if (rows === undefined) return { status: 'loading', devices, error: null };
  if (rows.length > 0) return { status: 'loaded', devices, error: null };
  if (refresh === null) return { status: 'loading', devices, error: null };
  if (!refresh.ok) return { status: 'error', devices, error: refresh.message };
  // The refresh wrote rows the live query has not delivered yet: still loading, not empty.
  if (refresh.stored) return { status: 'loading', devices, error: null };
  return { status: 'loaded', devices, error: null };
}
