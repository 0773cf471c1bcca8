import { asc } from 'drizzle-orm';
import type { Device, DeviceType } from '@/contract/devices.ts';
import { deviceTypes } from '@/contract/devices.ts';
import type { Db } from '../../db/client.ts';
import { devicePrices, devices } from '../../db/schema/index.ts';
import { loadQuestionsForType, type DeviceQuestions } from './question-store.ts';

export type TypeQuestions = Omit<DeviceQuestions, 'device'>;

/** Everything pricing reads, in the shape it reads it: a quote is priced without a query. */
export interface PricingTables {
  byId: ReadonlyMap<number, Device>;
  byName: ReadonlyMap<string, Device>;
  /** Lower-cased name -> the first device (lowest id) of that name, for a typed /quote link. */
  byLowerName: ReadonlyMap<string, Device>;
  questions: ReadonlyMap<DeviceType, TypeQuestions>;
  prices: ReadonlyMap<number, { basePence: number; floorPence: number }>;
}

/** Reads the catalogue, its question sets and prices in a handful of statements (about 20 ms on PGlite). */
export async function loadPricingTables(db: Db): Promise<PricingTables> {
  const rows = await db
    .select({ id: devices.id, device_name: devices.deviceName, brand: devices.brand, device_type: devices.deviceType, image_url: devices.imageUrl })
    .from(devices)
    .orderBy(asc(devices.id));
  const byId = new Map<number, Device>();
  const byName = new Map<string, Device>();
  const byLowerName = new Map<string, Device>();
  for (const device of rows) {
    byId.set(device.id, device);
    if (!byName.has(device.device_name)) byName.set(device.device_name, device);
    const lower = device.device_name.toLowerCase();
    if (!byLowerName.has(lower)) byLowerName.set(lower, device);
  }
  const questions = new Map<DeviceType, TypeQuestions>();
  for (const deviceType of deviceTypes) {
    const found = await loadQuestionsForType(db, deviceType);
    if (found) questions.set(deviceType, found);
  }
  const prices = new Map<number, { basePence: number; floorPence: number }>();
  for (const row of await db.select().from(devicePrices)) prices.set(row.deviceId, { basePence: row.basePence, floorPence: row.floorPence });
  return { byId, byName, byLowerName, questions, prices };
}

/** Exact name first; the same name in another case is accepted too (as the database lookup did). */
export function deviceByName(tables: PricingTables, name: string): Device | null {
  const trimmed = name.trim();
  return tables.byName.get(trimmed) ?? tables.byLowerName.get(trimmed.toLowerCase()) ?? null;
}

export function deviceQuestions(tables: PricingTables, device: Device): DeviceQuestions | null {
  const found = tables.questions.get(device.device_type);
  return found ? { device, ...found } : null;
}
