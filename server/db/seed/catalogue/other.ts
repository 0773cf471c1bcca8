import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

// Real devices from makers outside the named brands: brand is null, so they
// group under 'Other Devices'. Names are given in full.
const other = maker(null);

export const otherDevices: readonly SeedDevice[] = [
  ...other.phones([
    'Nothing Phone (3)',
    'Nothing Phone (3a)',
    'Nothing Phone (2)',
    'Nothing Phone (2a)',
    'Nothing Phone (1)',
    'CMF Phone 1',
    'Fairphone 5',
    'Fairphone 4',
    'Honor Magic6 Pro',
    'Honor 200 Pro',
    'Honor 90',
    'Oppo Find X8 Pro',
    'Oppo Find X5 Pro',
    'Oppo Reno12 Pro',
    'Realme GT 6',
    'Asus Zenfone 10',
    'Asus ROG Phone 8 Pro',
  ]),
  ...other.foldables(['Honor Magic V2', 'Oppo Find N2 Flip']),
  ...other.tablets([
    'Microsoft Surface Pro 11',
    'Microsoft Surface Pro 9',
    'Microsoft Surface Pro 8',
    'Microsoft Surface Go 4',
    'Lenovo Tab P12',
    'Amazon Fire HD 10 (2023)',
  ]),
  ...other.laptops([
    'Microsoft Surface Laptop 7',
    'Microsoft Surface Laptop 5',
    'Microsoft Surface Laptop Go 3',
    'Dell XPS 13 (9340)',
    'Lenovo ThinkPad X1 Carbon Gen 11',
  ]),
  ...other.watches([
    'Garmin Fenix 8',
    'Garmin Fenix 7',
    'Garmin Forerunner 965',
    'Garmin Forerunner 265',
    'Garmin Venu 3',
    'Fitbit Sense 2',
    'Fitbit Versa 4',
  ]),
];
