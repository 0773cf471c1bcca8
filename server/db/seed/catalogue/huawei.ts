import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const huawei = maker('Huawei', 'Huawei ');

export const huaweiDevices: readonly SeedDevice[] = [
  ...huawei.phones([
    'P60 Pro',
    'Mate 40 Pro',
    'P40 Pro',
    'P40',
    'P40 Lite',
    'Mate 30 Pro',
    'P30 Pro',
    'P30',
    'P30 Lite',
    'Mate 20 Pro',
    'P20 Pro',
    'Nova 9',
  ]),
  ...huawei.tablets(['MatePad Pro 12.6', 'MatePad 11']),
  ...huawei.laptops(['MateBook X Pro', 'MateBook 14']),
  ...huawei.watches(['Watch GT 4', 'Watch GT 3', 'Watch 4 Pro']),
];
