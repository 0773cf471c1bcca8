import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

// Redmi and Poco are Xiaomi sub-brands; UK trade-in sites list them as 'Xiaomi Redmi ...'.
const xiaomi = maker('Xiaomi', 'Xiaomi ');

export const xiaomiDevices: readonly SeedDevice[] = [
  ...xiaomi.phones([
    '15 Ultra',
    '15',
    '14 Ultra',
    '14T Pro',
    '14T',
    '14',
    '13T Pro',
    '13T',
    '13 Pro',
    '13',
    '12T Pro',
    '12',
    'Redmi Note 14 Pro+ 5G',
    'Redmi Note 13 Pro 5G',
    'Redmi Note 13',
    'Redmi Note 12 Pro',
    'Redmi 13C',
    'Poco F6 Pro',
    'Poco X6 Pro',
  ]),
  ...xiaomi.tablets(['Pad 6', 'Redmi Pad SE']),
  ...xiaomi.watches(['Watch 2 Pro']),
];
