import { device, type Device } from '../contract/devices.ts';
import { db } from './db.ts';

const key = 'popularDevices';

/** The home page's popular list, kept so the grid still shows (and leads to cached quotes) offline. */
export async function storePopular(devices: Device[]): Promise<void> {
  await db.meta.put({ key, value: JSON.stringify(devices) });
}

export async function readStoredPopular(): Promise<Device[] | null> {
  const row = await db.meta.get(key);
  if (!row) return null;
  try {
    const parsed = device.array().safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
