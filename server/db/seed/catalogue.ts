import type { SeedDevice } from './catalogue/seed-device.ts';
import { appleDevices } from './catalogue/apple.ts';
import { googleDevices } from './catalogue/google.ts';
import { huaweiDevices } from './catalogue/huawei.ts';
import { motorolaDevices } from './catalogue/motorola.ts';
import { nokiaDevices } from './catalogue/nokia.ts';
import { oneplusDevices } from './catalogue/oneplus.ts';
import { otherDevices } from './catalogue/other.ts';
import { samsungDevices } from './catalogue/samsung.ts';
import { sonyDevices } from './catalogue/sony.ts';
import { xiaomiDevices } from './catalogue/xiaomi.ts';

export type { SeedDevice } from './catalogue/seed-device.ts';

/**
 * The seeded UK catalogue. Array order is the order GET /api/devices returns, and
 * mega-menu brand groups follow first appearance, so the brands are kept in blocks:
 * Apple, Samsung, Google, OnePlus, Xiaomi, Motorola, Sony, Huawei, Nokia, then the
 * brandless rest. Inside the Apple and Samsung blocks the order is intentionally
 * not the display order; the app sorts those (docs/product.md#9-business-constants-and-limits).
 */
export const catalogue: readonly SeedDevice[] = [
  ...appleDevices,
  ...samsungDevices,
  ...googleDevices,
  ...oneplusDevices,
  ...xiaomiDevices,
  ...motorolaDevices,
  ...sonyDevices,
  ...huaweiDevices,
  ...nokiaDevices,
  ...otherDevices,
];
