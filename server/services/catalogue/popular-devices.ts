import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices, popularDevices } from '../../db/schema/index.ts';

/** The home page's Popular Devices, in display order. */
export async function listPopularDevices(db: Db) {
  return db
    .select({ id: devices.id, device_name: devices.deviceName, brand: devices.brand, device_type: devices.deviceType, image_url: devices.imageUrl })
    .from(popularDevices)
    .innerJoin(devices, eq(devices.id, popularDevices.deviceId))
    .orderBy(asc(popularDevices.position));
}
