import type { Device } from '../../contract/index.ts';

/** docs/product.md#3-entities-and-their-fields: a leading 'Samsung ' is dropped for display when the brand contains samsung. */
export function displayName(device: Pick<Device, 'device_name' | 'brand'>): string {
  if (!device.brand || !/samsung/i.test(device.brand)) return device.device_name;
  return device.device_name.replace(/^samsung\s+/i, '');
}
