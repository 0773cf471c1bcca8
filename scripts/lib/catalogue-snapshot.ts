import { device } from '../../src/contract/index.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue-snapshot.tsx';
import { catalogue } from '../../server/db/seed/catalogue.ts';
import { popularDeviceNames } from '../../server/db/seed/questions.ts';

/**
 * The seeded catalogue and popular list as a fresh database serves them: seedIfEmpty inserts the devices in one
 * statement in catalogue order, so their ids are 1..n in that order, and GET /api/devices lists them so.
 * A catalogue an operator changed later differs from this; the app replaces it with the live one after hydration.
 */
export function seededCatalogueSnapshot(): CatalogueSnapshot {
  const devices = device.array().parse(catalogue.map((row, position) => ({ id: position + 1, ...row })));
  const byName = new Map(devices.map((entry) => [entry.device_name, entry]));
  const popular = popularDeviceNames.flatMap((name) => byName.get(name) ?? []);
  return { devices, popular };
}
