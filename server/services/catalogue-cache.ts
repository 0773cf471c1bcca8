import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { devicesResponse } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import { devices } from '../db/schema/index.ts';

export interface CatalogueSnapshot {
  body: string;
  etag: string;
  count: number;
}

/**
 * The serialised catalogue and its ETag. The ETag is a hash of the body, so every API process behind a
 * load balancer gives the same tag for the same data. Kept for a short while: the catalogue changes
 * only by seed or operator, and GET /api/devices is the hottest call.
 */
export function createCatalogueCache(db: Db, ttlMs = 30_000) {
  let snapshot: { value: Promise<CatalogueSnapshot>; at: number; loaded?: CatalogueSnapshot } | undefined;

  async function load(): Promise<CatalogueSnapshot> {
    const rows = await db.select().from(devices).orderBy(asc(devices.position), asc(devices.id));
    // Parsed with the contract once per load, so the route can send the string as it is.
    const list = devicesResponse.parse(
      rows.map((row) => ({
        id: row.id,
        device_name: row.deviceName,
        brand: row.brand,
        device_type: row.deviceType,
        image_url: row.imageUrl,
      })),
    );
    const body = JSON.stringify(list);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, count: list.length };
  }

  return {
    get(): Promise<CatalogueSnapshot> {
      if (!snapshot || Date.now() - snapshot.at > ttlMs) {
        const value = load();
        const current: NonNullable<typeof snapshot> = { value, at: Date.now() };
        snapshot = current;
        value.then(
          (loaded) => (current.loaded = loaded),
          () => (snapshot = undefined),
        );
      }
      return snapshot.value;
    },
    /** The snapshot in hand when it is loaded and fresh, without a promise (the route's hot path); else undefined. */
    current(): CatalogueSnapshot | undefined {
      return snapshot && Date.now() - snapshot.at <= ttlMs ? snapshot.loaded : undefined;
    },
    invalidate(): void {
      snapshot = undefined;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
