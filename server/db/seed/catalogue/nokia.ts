import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const nokia = maker('Nokia', 'Nokia ');

export const nokiaDevices: readonly SeedDevice[] = [
  ...nokia.phones(['G60 5G', 'G42 5G', 'G22', 'G21', 'X30 5G', 'X20', 'XR21', 'XR20', 'C32', '8.3 5G', '7.2', '5.4']),
  ...nokia.tablets(['T21', 'T20']),
];
