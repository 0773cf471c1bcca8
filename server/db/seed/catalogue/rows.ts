import type { DeviceType } from '@/contract/devices.ts';
import type { SeedDevice } from './seed-device.ts';

/** Drawn device images under public/images/devices/, one per device type plus one for foldables. */
const images = {
  phone: '/images/devices/phone.svg',
  foldable: '/images/devices/foldable.svg',
  tablet: '/images/devices/tablet.svg',
  laptop: '/images/devices/laptop.svg',
  watch: '/images/devices/watch.svg',
} as const;

type Image = keyof typeof images;

/**
 * Row builders for one maker. `prefix` is prepended to every name, so
 * `maker('Google', 'Google ').phones(['Pixel 9'])` gives 'Google Pixel 9'.
 */
export function maker(brand: string | null, prefix = '') {
  const build =
    (device_type: DeviceType, image: Image) =>
    (names: readonly string[]): SeedDevice[] =>
      names.map((name) => ({ device_name: prefix + name, brand, device_type, image_url: images[image] }));
  return {
    phones: build('phone', 'phone'),
    /** Flip and book-style foldables: still phones, drawn with the foldable image. */
    foldables: build('phone', 'foldable'),
    tablets: build('tablet', 'tablet'),
    laptops: build('laptop', 'laptop'),
    watches: build('watch', 'watch'),
  };
}
