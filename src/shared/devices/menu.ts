import type { Device } from '../../contract/index.ts';
import { OTHER_DEVICES } from './brand.ts';
import { sortDevices } from './sort.ts';
import { isVisibleInMenu } from './visibility.ts';

/** docs/product.md#9-business-constants-and-limits: at most 23 devices per brand in the mega-menu; the rest become '+N more'. */
export const MENU_DEVICES_PER_BRAND = 23;

export interface MenuGroup {
  /** The brand, or 'Other Devices' for devices without one. */
  label: string;
  /** Navigation state for '+N more' (catalogue filter); null for 'Other Devices'. */
  filterBrand: string | null;
  /** Sorted, hidden models removed, at most 23. */
  devices: Device[];
  /** Visible devices beyond the first 23. */
  moreCount: number;
}

/**
 * Groups the catalogue for the mega-menu: brands in order of first appearance, then one
 * 'Other Devices' group (last, as the catch-all) for devices without a brand.
 */
export function buildMegaMenu(devices: Device[]): MenuGroup[] {
  const byBrand = new Map<string, Device[]>();
  const unbranded: Device[] = [];
  for (const device of devices) {
    const brand = device.brand?.trim() ? device.brand : null;
    if (brand === null) {
      unbranded.push(device);
      continue;
    }
    const list = byBrand.get(brand);
    if (list) list.push(device);
    else byBrand.set(brand, [device]);
  }
  const groups = [...byBrand].map(([brand, list]) => toGroup(brand, brand, list));
  if (unbranded.length > 0) groups.push(toGroup(OTHER_DEVICES, null, unbranded));
  return groups.filter((group) => group.devices.length > 0);
}

function toGroup(label: string, filterBrand: string | null, list: Device[]): MenuGroup {
  const visible = sortDevices(list.filter(isVisibleInMenu));
  return {
    label,
    filterBrand,
    devices: visible.slice(0, MENU_DEVICES_PER_BRAND),
    moreCount: Math.max(0, visible.length - MENU_DEVICES_PER_BRAND),
  };
}
