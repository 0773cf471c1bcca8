import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/db/seed/catalogue.ts';
import { catalogueNameForModel, modelCodes } from '../../src/shared/devices/model-codes.ts';

const byName = new Map(catalogue.map((device) => [device.device_name, device]));

describe('model codes from User-Agent Client Hints', () => {
  it('maps every code in the table to a device in the seeded catalogue', () => {
    for (const [code, name] of modelCodes) {
      const device = byName.get(name);
      expect(device, `${code} -> ${name}`).toBeDefined();
      expect(catalogueNameForModel(code)).toBe(name);
    }
  });

  it('covers the Samsung Galaxy S, Note, Z and A lines, Google Pixel, OnePlus and Xiaomi', () => {
    const names = [...modelCodes.values()];
    for (const line of ['Samsung Galaxy S', 'Samsung Galaxy Note', 'Samsung Galaxy Z', 'Samsung Galaxy A', 'Google Pixel', 'OnePlus ', 'Xiaomi ']) {
      expect(
        names.some((name) => name.startsWith(line)),
        line,
      ).toBe(true);
    }
  });

  it('reads a Samsung code whatever its region or carrier suffix', () => {
    expect(catalogueNameForModel('SM-S911B')).toBe('Samsung Galaxy S23');
    expect(catalogueNameForModel('SM-S911U1')).toBe('Samsung Galaxy S23');
    expect(catalogueNameForModel('SM-S9110')).toBe('Samsung Galaxy S23');
    expect(catalogueNameForModel(' sm-f946b ')).toBe('Samsung Galaxy Z Fold5');
    expect(catalogueNameForModel('SM-A546B/DS')).toBe('Samsung Galaxy A54');
  });

  it('tells the Pixel names apart exactly, not by prefix', () => {
    expect(catalogueNameForModel('Pixel 8')).toBe('Google Pixel 8');
    expect(catalogueNameForModel('Pixel 8 Pro')).toBe('Google Pixel 8 Pro');
    expect(catalogueNameForModel('Pixel 8a')).toBe('Google Pixel 8a');
    expect(catalogueNameForModel('Pixel 4a (5G)')).toBe('Google Pixel 4a 5G');
    expect(catalogueNameForModel('Pixel 3')).toBeNull();
  });

  it('maps OnePlus and Xiaomi model numbers', () => {
    expect(catalogueNameForModel('CPH2581')).toBe('OnePlus 12');
    expect(catalogueNameForModel('23127PN0CG')).toBe('Xiaomi 14');
  });

  it('offers nothing for an empty, unknown or iPhone-like value', () => {
    for (const model of [null, undefined, '', '   ', 'K', 'iPhone', 'SM-Z999B', 'Nexus 5X', 'moto g84 5G']) {
      expect(catalogueNameForModel(model), String(model)).toBeNull();
    }
  });
});
