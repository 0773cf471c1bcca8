import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { deviceTypes } from '../../src/contract/devices.ts';
import { catalogue } from '../../server/db/seed/catalogue.ts';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const names = catalogue.map((d) => d.device_name);
const ofBrand = (brand: string | null) => catalogue.filter((d) => d.brand === brand);

const requiredNames = [
  'iPhone 8',
  'iPhone 8 Plus',
  'iPhone X',
  'iPhone XR',
  'iPhone XS Max',
  'iPhone 11',
  'iPhone 12 mini',
  'iPhone 13',
  'iPhone 13 Pro Max',
  'iPhone 15',
  'iPhone 16 Pro',
  'Samsung Galaxy S21 FE',
  'Samsung Galaxy S21',
  'Samsung Galaxy S21+',
  'Samsung Galaxy S21 Ultra',
  'Samsung Galaxy S21 5G',
  'Samsung Galaxy S21 Ultra 5G',
  'Samsung Galaxy Note 10',
  'Samsung Galaxy Note 20 Ultra',
  'Samsung Galaxy A54',
  'Samsung Galaxy Z Flip5',
];

const brandOrder = ['Apple', 'Samsung', 'Google', 'OnePlus', 'Xiaomi', 'Motorola', 'Sony', 'Huawei', 'Nokia', null];

describe('seed catalogue', () => {
  it('has at least 300 devices', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
  });

  it('contains every required device name', () => {
    for (const name of requiredNames) expect(names, name).toContain(name);
  });

  it('has unique, trimmed, non-empty names', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.trim());
    for (const name of names) expect(name.length).toBeGreaterThan(0);
  });

  it('has more than 23 Apple and more than 23 Samsung devices, so the mega-menu overflows', () => {
    expect(ofBrand('Apple').length).toBeGreaterThan(23);
    expect(ofBrand('Samsung').length).toBeGreaterThan(23);
  });

  it('has every listed brand plus some brandless devices', () => {
    for (const brand of brandOrder) expect(ofBrand(brand).length, String(brand)).toBeGreaterThan(0);
    const known = new Set<string | null>(brandOrder);
    for (const d of catalogue) expect(known.has(d.brand), d.device_name).toBe(true);
  });

  it('keeps brand blocks in first-appearance order: Apple, Samsung, ..., Nokia, then no brand', () => {
    const firstSeen: (string | null)[] = [];
    for (const d of catalogue) if (!firstSeen.includes(d.brand)) firstSeen.push(d.brand);
    expect(firstSeen).toEqual(brandOrder);
  });

  it('names Samsung devices with the Samsung prefix and iPhones/iPads without Apple', () => {
    for (const d of ofBrand('Samsung')) expect(d.device_name.startsWith('Samsung ')).toBe(true);
    for (const d of ofBrand('Apple')) expect(d.device_name).toMatch(/^(iPhone|iPad|MacBook|Apple Watch) /);
  });

  it('does not ship Apple or Samsung pre-sorted', () => {
    const sortedCopy = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const brand of ['Apple', 'Samsung']) {
      const list = ofBrand(brand).map((d) => d.device_name);
      expect(list).not.toEqual(sortedCopy(list));
    }
  });

  it('uses every device type and only known types', () => {
    const types = new Set(catalogue.map((d) => d.device_type));
    expect([...types].sort()).toEqual([...deviceTypes].sort());
  });

  it('points every image_url at an SVG that exists under public/', () => {
    for (const url of new Set(catalogue.map((d) => d.image_url))) {
      expect(url).toMatch(/^\/images\/devices\/[a-z]+\.svg$/);
      expect(existsSync(publicDir + url.slice(1)), url).toBe(true);
    }
  });

  it('draws foldables with the foldable image', () => {
    const foldable = catalogue.filter((d) => /Z (Flip|Fold)|Pixel (\d+ Pro )?Fold|Razr/.test(d.device_name));
    expect(foldable.length).toBeGreaterThan(0);
    for (const d of foldable) expect(d.image_url, d.device_name).toBe('/images/devices/foldable.svg');
  });
});

describe('drawn images', () => {
  const files = ['phone', 'tablet', 'laptop', 'watch', 'foldable'].map((n) => `images/devices/${n}.svg`);

  it.each([...files, 'logo.svg', 'favicon.svg'])('%s is a small standalone SVG with a title', (file) => {
    const path = publicDir + file;
    expect(statSync(path).size).toBeLessThan(2048);
    const svg = readFileSync(path, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[^"]+"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
});
