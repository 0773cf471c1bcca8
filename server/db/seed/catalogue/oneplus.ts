import type { SeedDevice } from './seed-device.ts';
import { maker } from './rows.ts';

const oneplus = maker('OnePlus', 'OnePlus ');

export const oneplusDevices: readonly SeedDevice[] = [
  ...oneplus.phones([
    '13',
    '13R',
    '12',
    '12R',
    '11',
    '10 Pro',
    '10T',
    '9 Pro',
    '9',
    '8T',
    '8 Pro',
    '8',
    'Nord 4',
    'Nord CE4',
    'Nord 3',
    'Nord CE 3 Lite',
    'Nord 2T',
  ]),
  ...oneplus.foldables(['Open']),
  ...oneplus.tablets(['Pad 2', 'Pad']),
  ...oneplus.watches(['Watch 2']),
];
