import { useMemo, useState } from 'react';
import type { Device } from '@/contract/index.ts';
import { filterChoices, filterDevices, paginate } from '@/shared/devices/index.ts';

interface Initial {
  search: string;
  brand: string | null;
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * Search, filters and the page of the catalogue. docs/product.md#4-states-and-transitions: any change of the list, the filters
 * or the search puts the seller back on page 1. The page remembers what it was chosen for, so
 * a change of any of those reads as page 1 during the same render (no effect, no flash).
 */
export function useCatalogueFilters(devices: Device[], initial: Initial) {
  const [search, setSearch] = useState(initial.search);
  const [brands, setBrands] = useState<string[]>(initial.brand ? [initial.brand] : []);
  const [types, setTypes] = useState<string[]>([]);
  // The list by content, not identity: the build's snapshot replaced by the same devices from the offline copy or
  // the API (a second after a pre-rendered page loads) is no change, and must not send the seller back to page 1.
  const listKey = useMemo(() => devices.map((device) => device.id).join(','), [devices]);
  const basis: unknown[] = [listKey, search, brands, types];
  const [paging, setPaging] = useState({ page: 1, basis });
  const samePage = paging.basis.every((value, index) => Object.is(value, basis[index]));

  const filtered = useMemo(() => filterDevices(devices, { search, brands, types }), [devices, search, brands, types]);
  const slice = paginate(filtered, samePage ? paging.page : 1);

  const choices = useMemo(() => {
    const loaded = filterChoices(devices);
    // A brand preselected by navigation stays visible (and can be unticked) even if absent.
    const extra = brands.filter((brand) => !loaded.brands.includes(brand));
    return { brands: [...loaded.brands, ...extra], types: loaded.types };
  }, [devices, brands]);

  return {
    search,
    setSearch,
    brands,
    types,
    toggleBrand: (brand: string) => setBrands((list) => toggle(list, brand)),
    toggleType: (type: string) => setTypes((list) => toggle(list, type)),
    choices,
    total: filtered.length,
    slice,
    setPage: (page: number) => setPaging({ page, basis }),
  };
}
