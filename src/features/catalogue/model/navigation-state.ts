import { OTHER_DEVICES } from '@/shared/devices/index.ts';

/**
 * The brand to preselect from navigation state `{ filterBrand }` (the mega-menu's '+N more').
 * A null filterBrand is the 'Other Devices' group; anything else unusable is ignored.
 */
export function filterBrandFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('filterBrand' in state)) return null;
  const { filterBrand } = state;
  if (filterBrand === null) return OTHER_DEVICES;
  return typeof filterBrand === 'string' && filterBrand.trim() !== '' ? filterBrand : null;
}
