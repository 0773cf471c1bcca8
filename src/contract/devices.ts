import { z } from 'zod';

export const deviceTypes = ['phone', 'tablet', 'laptop', 'watch'] as const;
export const deviceType = z.enum(deviceTypes);
export type DeviceType = z.infer<typeof deviceType>;

/** docs/product.md#3-entities-and-their-fields, Device. A missing brand groups under 'Other Devices'. */
export const device = z.object({
  id: z.number().int().positive(),
  device_name: z.string().min(1),
  brand: z.string().nullable(),
  device_type: deviceType,
  image_url: z.string().min(1),
});
export type Device = z.infer<typeof device>;

/** GET /api/devices: the whole catalogue in list order (brand groups keep first-appearance order). */
export const devicesResponse = z.array(device);
