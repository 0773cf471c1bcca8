import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/index.ts';
import { filterChoices, filterDevices, pageItems, paginate, searchTextFromTerm, titleCaseSearchTerm } from '../../src/shared/devices/index.ts';

let nextId = 1;
function device(device_name: string, brand: string | null, device_type: Device['device_type'] = 'phone'): Device {
  const id = nextId++;
  return { id, device_name, brand, device_type, image_url: `/devices/${id}.webp` };
}

const catalogue = [
  device('iPhone 13 Pro', 'Apple'),
  device('iPad Air', 'Apple', 'tablet'),
  device('Galaxy S21', 'Samsung'),
  device('Galaxy Tab S9', 'Samsung', 'tablet'),
  device('Galaxy Watch 6', 'Samsung', 'watch'),
  device('Mystery Phone', null),
];
const names = (list: Device[]) => list.map((d) => d.device_name);
const noFilters = { search: '', brands: [], types: [] };

describe('section 5 catalogue search', () => {
  it('matches a case-insensitive substring of device_name', () => {
    expect(names(filterDevices(catalogue, { ...noFilters, search: 'GALAXY s' }))).toEqual(['Galaxy S21']);
    expect(names(filterDevices(catalogue, { ...noFilters, search: '  ipad ' }))).toEqual(['iPad Air']);
  });

  it('does not restrict when the search and filters are empty', () => {
    expect(filterDevices(catalogue, noFilters)).toHaveLength(catalogue.length);
  });

  it('matches any selected brand, with a missing brand chosen as Other Devices', () => {
    expect(names(filterDevices(catalogue, { ...noFilters, brands: ['Apple', 'Other Devices'] }))).toEqual([
      'iPhone 13 Pro',
      'iPad Air',
      'Mystery Phone',
    ]);
  });

  it('matches any selected device type', () => {
    expect(names(filterDevices(catalogue, { ...noFilters, types: ['tablet', 'watch'] }))).toEqual(['iPad Air', 'Galaxy Tab S9', 'Galaxy Watch 6']);
  });

  it('combines search, brand and type with AND', () => {
    const result = filterDevices(catalogue, { search: 'galaxy', brands: ['Samsung', 'Apple'], types: ['tablet'] });
    expect(names(result)).toEqual(['Galaxy Tab S9']);
    expect(filterDevices(catalogue, { search: 'iphone', brands: ['Samsung'], types: [] })).toEqual([]);
  });

  it('offers the distinct brands and device types of the loaded list as filter choices', () => {
    expect(filterChoices(catalogue)).toEqual({
      brands: ['Apple', 'Samsung', 'Other Devices'],
      types: ['phone', 'tablet', 'watch'],
    });
    expect(filterChoices([])).toEqual({ brands: [], types: [] });
  });
});

describe('search term from the URL', () => {
  it('title-cases the term with iPhone and iPad spelled correctly', () => {
    expect(titleCaseSearchTerm('iphone-13-pro-max')).toBe('iPhone 13 Pro Max');
    expect(titleCaseSearchTerm('ipad-air')).toBe('iPad Air');
    expect(titleCaseSearchTerm('samsung-galaxy-s21')).toBe('Samsung Galaxy S21');
    expect(titleCaseSearchTerm('IPHONE-12-5g')).toBe('iPhone 12 5G');
    expect(titleCaseSearchTerm('macbook-pro--')).toBe('MacBook Pro');
  });

  it('leaves odd characters as text (React escapes them when rendered)', () => {
    expect(titleCaseSearchTerm('<script>')).toBe('<script>');
  });

  it('pre-fills the search box with hyphens turned into spaces', () => {
    expect(searchTextFromTerm('iphone-13-pro')).toBe('iphone 13 pro');
    expect(searchTextFromTerm(undefined)).toBe('');
  });
});

describe('catalogue search ranking', () => {
  // The seed's list order: the longer model first.
  const iphones = [
    device('iPhone 15 Pro Max', 'Apple'),
    device('iPhone 15', 'Apple'),
    device('iPhone 15 Pro', 'Apple'),
    device('iPhone 15 Plus', 'Apple'),
  ];

  it('lists the exact name first: "iphone 15 pro" shows iPhone 15 Pro before iPhone 15 Pro Max', () => {
    expect(names(filterDevices(iphones, { ...noFilters, search: 'iphone 15 pro' }))).toEqual(['iPhone 15 Pro', 'iPhone 15 Pro Max']);
    expect(names(filterDevices(iphones, { ...noFilters, search: ' IPHONE 15 ' }))[0]).toBe('iPhone 15');
  });

  it('puts whole words before part of a word, and keeps the list order within each', () => {
    const list = [device('Galaxy S23 Ultra', 'Samsung'), device('Galaxy S2', 'Samsung'), device('Galaxy S23', 'Samsung')];
    expect(names(filterDevices(list, { ...noFilters, search: 'galaxy s2' }))).toEqual(['Galaxy S2', 'Galaxy S23 Ultra', 'Galaxy S23']);
    expect(names(filterDevices(iphones, { ...noFilters, search: 'iphone 15 p' }))).toEqual(['iPhone 15 Pro Max', 'iPhone 15 Pro', 'iPhone 15 Plus']);
  });

  it('keeps the list order with no search', () => {
    expect(names(filterDevices(iphones, noFilters))).toEqual(['iPhone 15 Pro Max', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 15 Plus']);
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 65 }, (_, i) => i + 1);

  it('slices 30 per page and clamps the page into range', () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(paginate(items, 1).items).toEqual(items.slice(0, 30));
    expect(paginate(items, 3).items).toEqual([61, 62, 63, 64, 65]);
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
    expect(paginate(items, 2, 10).items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows boundary 1 and sibling 1 pages with ellipses, like MUI usePagination', () => {
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    // An ellipsis never hides a single page: page 3 is shown instead.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
