import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const motorola = maker('Motorola', 'Motorola ');

export const motorolaDevices: readonly SeedDevice[] = [
  ...motorola.foldables(['Razr 60 Ultra', 'Razr 50 Ultra', 'Razr 50', 'Razr 40 Ultra', 'Razr 40']),
  ...motorola.phones([
    'Edge 50 Ultra',
    'Edge 50 Pro',
    'Edge 50 Fusion',
    'Edge 40 Pro',
    'Edge 40',
    'Edge 30 Pro',
    'Moto G85',
    'Moto G84',
    'Moto G54',
    'Moto G34',
    'Moto G14',
    'Moto G100',
  ]),
];
