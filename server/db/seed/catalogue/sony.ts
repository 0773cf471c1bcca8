import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const sony = maker('Sony', 'Sony ');

export const sonyDevices: readonly SeedDevice[] = sony.phones([
  'Xperia 1 VII',
  'Xperia 1 VI',
  'Xperia 10 VI',
  'Xperia 1 V',
  'Xperia 5 V',
  'Xperia 10 V',
  'Xperia 1 IV',
  'Xperia 5 IV',
  'Xperia 10 IV',
  'Xperia 1 III',
  'Xperia 5 III',
  'Xperia 10 III',
  'Xperia 1 II',
  'Xperia 5 II',
]);
