import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const google = maker('Google', 'Google ');

export const googleDevices: readonly SeedDevice[] = [
  ...google.phones(['Pixel 10 Pro XL', 'Pixel 10 Pro', 'Pixel 10']),
  ...google.foldables(['Pixel 10 Pro Fold']),
  ...google.phones(['Pixel 9 Pro XL', 'Pixel 9 Pro', 'Pixel 9', 'Pixel 9a']),
  ...google.foldables(['Pixel 9 Pro Fold']),
  ...google.phones(['Pixel 8 Pro', 'Pixel 8', 'Pixel 8a']),
  ...google.foldables(['Pixel Fold']),
  ...google.phones(['Pixel 7 Pro', 'Pixel 7', 'Pixel 7a', 'Pixel 6 Pro', 'Pixel 6', 'Pixel 6a', 'Pixel 5', 'Pixel 4a 5G', 'Pixel 4a']),
  ...google.tablets(['Pixel Tablet']),
  ...google.watches(['Pixel Watch 4', 'Pixel Watch 3', 'Pixel Watch 2', 'Pixel Watch']),
  ...google.laptops(['Pixelbook Go']),
];
