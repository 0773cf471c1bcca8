import type { Device } from '../../contract/index.ts';

/** The group and filter label for a device without a brand (docs/product.md#2-screens-and-routes and docs/product.md#3-entities-and-their-fields). */
export const OTHER_DEVICES = 'Other Devices';

/** Brand as shown in groups and filters: a missing or blank brand is 'Other Devices'. */
export function brandLabel(brand: Device['brand']): string {
  return brand && brand.trim() !== '' ? brand : OTHER_DEVICES;
}

export const isApple = (brand: Device['brand']): boolean => !!brand && /apple/i.test(brand);
export const isSamsung = (brand: Device['brand']): boolean => !!brand && /samsung/i.test(brand);
