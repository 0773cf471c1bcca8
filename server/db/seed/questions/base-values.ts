import type { DeviceType } from '@/contract/devices.ts';
import { deviceProfile } from './device-profile.ts';
import type { Tier } from './device-profile.ts';

/**
 * UK trade-in value (pounds, working, good condition) of a device of each tier in its launch year. Calibrated
 * on 2025-26 UK trade-in prices: iPhone 16 Pro Max about £680, Galaxy S24 Ultra about £460, iPhone 11 about £95.
 */
const launchValue: Record<DeviceType, Record<Tier, number>> = {
  phone: { ultra: 1000, pro: 850, flagship: 720, fold: 1000, upper: 450, mid: 300, budget: 150 },
  tablet: { ultra: 900, pro: 750, flagship: 550, fold: 900, upper: 350, mid: 250, budget: 90 },
  laptop: { ultra: 2000, pro: 1400, flagship: 1000, fold: 1000, upper: 800, mid: 600, budget: 250 },
  watch: { ultra: 500, pro: 280, flagship: 220, fold: 220, upper: 160, mid: 110, budget: 60 },
};

/** Share of its value a device keeps each year: Apple holds value best, Huawei (no Google apps) worst. */
function retention(brand: string | null, tier: Tier): number {
  if (brand === 'Apple') return 0.75;
  if (brand === 'Huawei') return 0.6;
  return tier === 'fold' ? 0.62 : 0.68;
}

/** The year the seed prices against (values are refreshed by re-seeding, not by the calendar). */
const pricingYear = 2026;

export interface SeedDevicePrice {
  basePence: number;
  floorPence: number;
}

/**
 * A device's base value (nearest £5, at least £10) and recycling floor (8% of base, £2 to £60): what a dead or
 * account-locked device still fetches for parts and materials.
 */
export function seedDevicePrice(device: { device_name: string; brand: string | null; device_type: DeviceType }): SeedDevicePrice {
  const { year, tier } = deviceProfile(device.device_name);
  const age = Math.max(0, pricingYear - year);
  const pounds = launchValue[device.device_type][tier] * retention(device.brand, tier) ** age;
  const basePence = Math.max(10, Math.round(pounds / 5) * 5) * 100;
  const floorPence = Math.min(6000, Math.max(200, Math.round((basePence * 0.08) / 100) * 100));
  return { basePence, floorPence };
}
