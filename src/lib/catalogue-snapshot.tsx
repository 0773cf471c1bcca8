import { createContext, useContext } from 'react';
import type { Device } from '../contract/index.ts';

/**
 * The seeded catalogue as the build saw it: / and /sell-my-device are pre-rendered with it, so their device
 * cards are in the HTML before any script runs. The browser hydrates those pages with the same snapshot
 * (served beside them as JSON, precached), then the live catalogue and popular list replace it as they arrive.
 */
export interface CatalogueSnapshot {
  devices: Device[];
  popular: Device[];
}

/** Where the build writes the snapshot, and where a pre-rendered catalogue page preloads it from. */
export const catalogueSnapshotUrl = '/prerendered/catalogue.json';

const SnapshotContext = createContext<CatalogueSnapshot | null>(null);

export const CatalogueSnapshotProvider = SnapshotContext.Provider;

/** The build's snapshot on a pre-rendered catalogue page (server render and its hydration); null elsewhere. */
export function useCatalogueSnapshot(): CatalogueSnapshot | null {
  return useContext(SnapshotContext);
}
