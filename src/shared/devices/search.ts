import type { Device, DeviceType } from '../../contract/index.ts';
import { brandLabel } from './brand.ts';

export interface DeviceFilters {
  search: string;
  /** Brand labels (see brandLabel: a missing brand is 'Other Devices'); empty = any brand. */
  brands: readonly string[];
  /** Empty = any type. */
  types: readonly string[];
}

/**
 * docs/product.md#5-validation-rules: case-insensitive substring on device_name; brand and type filters match any
 * selected value, an empty filter does not restrict; all three combine with AND. With a search, the closer names come
 * first (searchRank); within a rank the list order stays.
 */
export function filterDevices(devices: readonly Device[], { search, brands, types }: DeviceFilters): Device[] {
  const needle = search.trim().toLowerCase();
  const matching = devices.filter(
    (device) =>
      (needle === '' || device.device_name.toLowerCase().includes(needle)) &&
      (brands.length === 0 || brands.includes(brandLabel(device.brand))) &&
      (types.length === 0 || types.includes(device.device_type)),
  );
  if (needle === '') return matching;
  // Array sort is stable: equal ranks keep the list order.
  const ranked = matching.map((device) => ({ device, rank: searchRank(device.device_name, needle) }));
  return ranked.sort((a, b) => a.rank - b.rank).map(({ device }) => device);
}

/**
 * How close a name is to what the seller typed (lower case, trimmed): 0 the name itself ('iphone 15 pro' finds iPhone
 * 15 Pro before iPhone 15 Pro Max), 1 whole words of it, 2 part of a word ('iphone 15 p' in Pro and Plus alike).
 */
export function searchRank(name: string, needle: string): number {
  const lower = name.toLowerCase().replace(/\s+/g, ' ');
  const typed = needle.replace(/\s+/g, ' ');
  if (lower === typed) return 0;
  const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(lower) ? 1 : 2;
}

export interface FilterChoices {
  brands: string[];
  types: DeviceType[];
}

/** docs/product.md#3-entities-and-their-fields: the distinct brands and device types of the loaded list, in order of appearance. */
export function filterChoices(devices: readonly Device[]): FilterChoices {
  const brands = new Set<string>();
  const types = new Set<DeviceType>();
  for (const device of devices) {
    brands.add(brandLabel(device.brand));
    types.add(device.device_type);
  }
  return { brands: [...brands], types: [...types] };
}

// Words whose capitals are not at the start: product names a seller types in lower case.
const SPECIAL_WORDS: Record<string, string> = {
  iphone: 'iPhone',
  ipad: 'iPad',
  ipod: 'iPod',
  imac: 'iMac',
  macbook: 'MacBook',
  airpods: 'AirPods',
  oneplus: 'OnePlus',
};

function titleWord(word: string): string {
  const lower = word.toLowerCase();
  const special = SPECIAL_WORDS[lower];
  if (special) return special;
  // Sizes and network names read as capitals: 5G, 128GB, 1TB.
  if (/^\d+(g|gb|tb)$/.test(lower)) return lower.toUpperCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** 'iphone-13-pro-max' -> 'iPhone 13 Pro Max': the URL term as shown in titles and breadcrumbs. */
export function titleCaseSearchTerm(term: string): string {
  return term
    .split(/[-\s]+/)
    .filter((word) => word !== '')
    .map(titleWord)
    .join(' ');
}

/** The URL term as it pre-fills the search box: hyphens become spaces. */
export function searchTextFromTerm(term: string | undefined): string {
  return term ? term.replace(/-+/g, ' ').trim() : '';
}
