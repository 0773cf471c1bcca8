import { devicesResponse, type Device } from '../../src/contract/index.ts';

/** GET /api/devices of the running server, parsed with the contract. */
export async function fetchCatalogue(baseUrl: string): Promise<Device[]> {
  const response = await fetch(`${baseUrl}/api/devices`);
  if (!response.ok) throw new Error(`GET /api/devices answered ${response.status}`);
  return devicesResponse.parse(await response.json());
}

const variants = ['', ' 64GB', ' 128GB', ' 256GB', ' 512GB', ' 1TB', ' (2024)', ' Refurbished', ' Unlocked', ' Dual SIM'];

/**
 * `count` devices built from the real catalogue: its names with storage and edition variants, so a search
 * behaves as on a bigger catalogue of the same kind (same brands, types and name shapes). Ids are unique.
 */
export function generateDevices(catalogue: readonly Device[], count: number): Device[] {
  if (catalogue.length === 0) throw new Error('the catalogue is empty');
  return Array.from({ length: count }, (_, index) => {
    const base = catalogue[index % catalogue.length]!;
    const round = Math.floor(index / catalogue.length);
    const variant = variants[round % variants.length]!;
    const edition = round >= variants.length ? ` Mk${Math.floor(round / variants.length) + 1}` : '';
    return { ...base, id: index + 1, device_name: `${base.device_name}${variant}${edition}` };
  });
}
