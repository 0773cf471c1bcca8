import type { Device } from '../contract/index.ts';
import { refreshCatalogue } from './catalogue-refresh.ts';
import { db } from './db.ts';

/** One catalogue device by its exact name: the stored copy first, then (nothing stored yet) after one refresh. */
export async function findDeviceByName(name: string): Promise<Device | null> {
  const stored = await db.devices
    .where('device_name')
    .equals(name)
    .first()
    .catch(() => undefined);
  if (stored) return toDevice(stored);
  if ((await db.devices.count()) > 0) return null;
  const refreshed = await refreshCatalogue();
  if (!refreshed.ok) return null;
  const row = await db.devices
    .where('device_name')
    .equals(name)
    .first()
    .catch(() => undefined);
  return row ? toDevice(row) : null;
}

function toDevice({ id, device_name, brand, device_type, image_url }: Device): Device {
  return { id, device_name, brand, device_type, image_url };
}
