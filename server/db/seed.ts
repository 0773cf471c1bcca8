import { count } from 'drizzle-orm';
import { catalogue } from './seed/catalogue.ts';
import { seedDiscountCodes } from './seed/discounts.ts';
import { seedQuoteData } from './seed/questions.ts';
import type { Db } from './client.ts';
import { devices } from './schema/index.ts';

/**
 * Loads the seed catalogue when the table is empty; a catalogue already there is never touched. Question
 * sets, device prices, popular devices and discount codes are filled in where missing.
 */
export async function seedIfEmpty(db: Db): Promise<{ seeded: boolean; devices: number }> {
  const result = await seedCatalogue(db);
  await seedQuoteData(db);
  await seedDiscountCodes(db);
  return result;
}

async function seedCatalogue(db: Db): Promise<{ seeded: boolean; devices: number }> {
  const [row] = await db.select({ n: count() }).from(devices);
  if ((row?.n ?? 0) > 0) return { seeded: false, devices: row!.n };
  await db.transaction(async (tx) => {
    await tx.insert(devices).values(
      catalogue.map((device, position) => ({
        deviceName: device.device_name,
        brand: device.brand,
        deviceType: device.device_type,
        imageUrl: device.image_url,
        position,
      })),
    );
  });
  return { seeded: true, devices: catalogue.length };
}
