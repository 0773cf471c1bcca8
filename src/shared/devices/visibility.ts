import type { Device } from '../../contract/index.ts';
import { isApple, isSamsung } from './brand.ts';

/**
 * docs/product.md#2-screens-and-routes and docs/product.md#9-business-constants-and-limits: for Apple and Samsung, '5G' duplicates of a model are hidden from the menu
 * unless the name also says Ultra (those are distinct models, not a 5G twin).
 */
export function isVisibleInMenu(device: Pick<Device, 'device_name' | 'brand'>): boolean {
  if (!isApple(device.brand) && !isSamsung(device.brand)) return true;
  return !/5g/i.test(device.device_name) || /ultra/i.test(device.device_name);
}
