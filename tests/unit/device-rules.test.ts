import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/index.ts';
import { buildMegaMenu, displayName, isVisibleInMenu, sortDevices } from '../../src/shared/devices/index.ts';
import { formatGBP } from '../../src/shared/format.ts';

let nextId = 1;
function device(device_name: string, brand: string | null, overrides: Partial<Device> = {}): Device {
  const id = nextId++;
  return { id, device_name, brand, device_type: 'phone', image_url: `/devices/${id}.webp`, ...overrides };
}
const names = (list: Device[]) => list.map((d) => d.device_name);
const apple = (...list: string[]) => list.map((name) => device(name, 'Apple'));
const samsung = (...list: string[]) => list.map((name) => device(name, 'Samsung'));

describe('section 9 sort rules', () => {
  it('orders iPhones by model number, X counting as 10, then by name', () => {
    const sorted = sortDevices(
      apple(
        'iPhone 12',
        'iPhone XS Max',
        'iPhone 8 Plus',
        'iPhone 11',
        'iPhone X',
        'iPhone XR',
        'iPhone 8',
        'iPhone XS',
        'iPhone 9 Custom B',
        'iPhone 9 Custom A',
      ),
    );
    expect(names(sorted)).toEqual([
      'iPhone 8',
      'iPhone 8 Plus',
      'iPhone 9 Custom A',
      'iPhone 9 Custom B',
      'iPhone X',
      'iPhone XR',
      'iPhone XS',
      'iPhone XS Max',
      'iPhone 11',
      'iPhone 12',
    ]);
  });

  it('orders the variants of one iPhone model: mini, plain, Plus, Pro, Pro Max; SE by year after the numbered models', () => {
    const sorted = sortDevices(
      apple(
        'iPhone SE (2022)',
        'iPhone 13 Pro Max',
        'iPhone 13 Pro',
        'iPhone SE',
        'iPhone 13',
        'iPhone 13 mini',
        'iPhone 14 Plus',
        'iPhone SE (2020)',
      ),
    );
    expect(names(sorted)).toEqual([
      'iPhone 13 mini',
      'iPhone 13',
      'iPhone 13 Pro',
      'iPhone 13 Pro Max',
      'iPhone 14 Plus',
      'iPhone SE',
      'iPhone SE (2020)',
      'iPhone SE (2022)',
    ]);
  });

  it('puts Samsung Galaxy S before Galaxy Note before other Samsung/Galaxy devices (which keep list order)', () => {
    const sorted = sortDevices(samsung('Galaxy Z Fold5', 'Galaxy Note 20', 'Galaxy A54', 'Galaxy S22', 'Galaxy Tab S9'));
    expect(names(sorted)).toEqual(['Galaxy S22', 'Galaxy Note 20', 'Galaxy Z Fold5', 'Galaxy A54', 'Galaxy Tab S9']);
  });

  it('orders Galaxy S by number, then variant rank FE, plain, plus (+), Ultra', () => {
    const sorted = sortDevices(
      samsung(
        'Samsung Galaxy S23 Ultra',
        'Galaxy S21+',
        'Galaxy S23',
        'Galaxy S21 FE',
        'Galaxy S9',
        'Galaxy S23 Plus',
        'Galaxy S21',
        'Galaxy S23 FE',
      ),
    );
    expect(names(sorted)).toEqual([
      'Galaxy S9',
      'Galaxy S21 FE',
      'Galaxy S21',
      'Galaxy S21+',
      'Galaxy S23 FE',
      'Galaxy S23',
      'Galaxy S23 Plus',
      'Samsung Galaxy S23 Ultra',
    ]);
  });

  it('orders Galaxy Note by number', () => {
    const sorted = sortDevices(samsung('Galaxy Note 20', 'Galaxy Note 9', 'Galaxy Note 10+', 'Galaxy Note 10'));
    expect(names(sorted)).toEqual(['Galaxy Note 9', 'Galaxy Note 10', 'Galaxy Note 10+', 'Galaxy Note 20']);
  });

  it('hides Apple and Samsung names containing 5G unless they also contain Ultra', () => {
    expect(isVisibleInMenu(device('Galaxy S21 5G', 'Samsung'))).toBe(false);
    expect(isVisibleInMenu(device('galaxy s20 ultra 5g', 'samsung electronics'))).toBe(true);
    expect(isVisibleInMenu(device('iPhone 12 5G', 'Apple'))).toBe(false);
    expect(isVisibleInMenu(device('Pixel 5 5G', 'Google'))).toBe(true);
    expect(isVisibleInMenu(device('Galaxy S21', 'Samsung'))).toBe(true);
  });

  it('drops a leading Samsung prefix from the display name when the brand contains samsung', () => {
    expect(displayName(device('Samsung Galaxy S21', 'Samsung'))).toBe('Galaxy S21');
    expect(displayName(device('SAMSUNG Galaxy A54', 'samsung uk'))).toBe('Galaxy A54');
    expect(displayName(device('Galaxy Watch Samsung Edition', 'Samsung'))).toBe('Galaxy Watch Samsung Edition');
    expect(displayName(device('Samsung Galaxy S21', null))).toBe('Samsung Galaxy S21');
    expect(displayName(device('iPhone 13', 'Apple'))).toBe('iPhone 13');
  });

  it('keeps list order for other brands', () => {
    const list = ['Pixel 8', 'Pixel 6a', 'Pixel 7 Pro', 'Pixel 5 5G'].map((name) => device(name, 'Google'));
    expect(names(sortDevices(list))).toEqual(['Pixel 8', 'Pixel 6a', 'Pixel 7 Pro', 'Pixel 5 5G']);
  });
});

describe('mega-menu groups', () => {
  it('orders brand groups by first appearance in the list', () => {
    const list = [device('Pixel 8', 'Google'), device('iPhone 13', 'Apple'), device('Pixel 7', 'Google'), device('Galaxy S21', 'Samsung')];
    const menu = buildMegaMenu(list);
    expect(menu.map((g) => g.label)).toEqual(['Google', 'Apple', 'Samsung']);
    expect(menu.map((g) => g.filterBrand)).toEqual(['Google', 'Apple', 'Samsung']);
    expect(names(menu[0]!.devices)).toEqual(['Pixel 8', 'Pixel 7']);
  });

  it("groups devices without a brand under 'Other Devices' with no brand filter", () => {
    const menu = buildMegaMenu([device('Mystery Phone', null), device('iPhone 13', 'Apple'), device('Blank Brand Tab', '  ')]);
    expect(menu.map((g) => g.label)).toEqual(['Apple', 'Other Devices']);
    expect(menu[1]).toMatchObject({ filterBrand: null, moreCount: 0 });
    expect(names(menu[1]!.devices)).toEqual(['Mystery Phone', 'Blank Brand Tab']);
  });

  it('shows at most 23 devices per brand, sorted and with hidden ones removed, then counts the rest as moreCount', () => {
    const list = [...Array.from({ length: 30 }, (_, i) => device(`iPhone ${30 - i}`, 'Apple')), device('iPhone 12 5G', 'Apple')];
    const [group] = buildMegaMenu(list);
    expect(group!.devices).toHaveLength(23);
    expect(group!.devices[0]!.device_name).toBe('iPhone 1');
    expect(group!.devices[22]!.device_name).toBe('iPhone 23');
    expect(group!.moreCount).toBe(7);
  });
});

describe('money', () => {
  it('shows GBP as £ with 2 decimals', () => {
    expect(formatGBP(12.5)).toBe('£12.50');
    expect(formatGBP(1234)).toBe('£1,234.00');
    expect(formatGBP(0)).toBe('£0.00');
  });
});
