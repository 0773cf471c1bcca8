import type { DeviceType } from '@/contract/devices.ts';

/** One catalogue row before it has an id (docs/product.md#3-entities-and-their-fields, Device). brand null groups under 'Other Devices'. */
export interface SeedDevice {
  device_name: string;
  brand: string | null;
  device_type: DeviceType;
  image_url: string;
}
