import type { Device } from '../../contract/index.ts';
import { isApple, isSamsung } from './brand.ts';

/**
 * docs/product.md#9-business-constants-and-limits sort rules as sort keys. Devices a rule does not recognise share the last tier and
 * compare equal, so the stable Array sort keeps them in the API's list order.
 */
interface SortKey {
  tier: number;
  parts: number[];
  /** Recognised models break ties by name; unrecognised ones keep list order. */
  byName: boolean;
}

const LAST: SortKey = { tier: 9, parts: [], byName: false };

// 'c' (5c) and 'r' (XR) came between the plain model and its 's' update; 'e' (16e) followed the line.
const GENERATION_SUFFIX: Record<string, number> = { '': 0, c: 1, r: 1, s: 2, e: 3 };
// The second generation SE had no year in its name on some listings: map 'nth gen' to its year.
const SE_GENERATION_YEAR: Record<string, number> = { '1': 2016, '2': 2020, '3': 2022 };

function iphoneVariant(rest: string): number {
  if (/pro\s*max/i.test(rest)) return 4;
  if (/\bpro\b/i.test(rest)) return 3;
  if (/\bplus\b|\+|\bmax\b/i.test(rest)) return 2; // XS Max sits where Plus does
  if (/\bmini\b/i.test(rest)) return 0;
  return 1;
}

function appleKey(name: string): SortKey {
  const numbered = /iphone\s*(\d+|x)([a-z]?)\b(.*)$/i.exec(name);
  if (numbered) {
    const [, model = '', suffix = '', rest = ''] = numbered;
    const number = model.toLowerCase() === 'x' ? 10 : Number(model);
    return { tier: 0, parts: [number, GENERATION_SUFFIX[suffix.toLowerCase()] ?? 4, iphoneVariant(rest)], byName: true };
  }
  if (/iphone\s*se\b/i.test(name)) {
    const year = /\b(20\d\d)\b/.exec(name)?.[1];
    const generation = /\b(\d)(?:st|nd|rd|th)?\s*gen/i.exec(name)?.[1];
    const when = year ? Number(year) : (SE_GENERATION_YEAR[generation ?? '1'] ?? 2016);
    return { tier: 1, parts: [when], byName: true };
  }
  return LAST;
}

function galaxyVariant(rest: string): number {
  if (/\bultra\b/i.test(rest)) return 3;
  if (/^\s*\+|\bplus\b/i.test(rest)) return 2;
  if (/\bfe\b|\blite\b|^e\b/i.test(rest)) return 0; // budget editions: FE, Lite, S10e
  return 1;
}

function samsungKey(name: string): SortKey {
  const s = /galaxy\s+s(\d+)(.*)$/i.exec(name);
  if (s) return { tier: 0, parts: [Number(s[1]), galaxyVariant(s[2] ?? '')], byName: true };
  const note = /galaxy\s+note\s*(\d+)(.*)$/i.exec(name);
  if (note) return { tier: 1, parts: [Number(note[1]), galaxyVariant(note[2] ?? '')], byName: true };
  return LAST;
}

function sortKey(device: Device): SortKey {
  if (isApple(device.brand)) return appleKey(device.device_name);
  if (isSamsung(device.brand)) return samsungKey(device.device_name);
  return LAST;
}

function compareKeys(a: SortKey, b: SortKey, nameA: string, nameB: string): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  const length = Math.max(a.parts.length, b.parts.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (a.parts[i] ?? 0) - (b.parts[i] ?? 0);
    if (diff !== 0) return diff;
  }
  if (!a.byName || !b.byName) return 0;
  return nameA.localeCompare(nameB, 'en-GB', { numeric: true, sensitivity: 'base' });
}

/**
 * docs/product.md#9-business-constants-and-limits: Apple (iPhones by model number, X = 10, then SE by year) and Samsung (Galaxy S, then
 * Note, then the rest) are ordered; every other brand, and unrecognised models, keep list order.
 * Returns a new array; the input is not changed.
 */
export function sortDevices(devices: readonly Device[]): Device[] {
  const keyed = devices.map((device) => ({ device, key: sortKey(device) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, a.device.device_name, b.device.device_name));
  return keyed.map(({ device }) => device);
}
