import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCatalogueFilters } from '../../src/features/catalogue/model/use-catalogue-filters.ts';
import { createDevice } from '../factories/quotes.ts';

const catalogue = (count: number) => Array.from({ length: count }, (_, i) => createDevice({ id: i + 1, device_name: `Phone ${i + 1}` }));

describe('catalogue paging when the list arrives again', () => {
  it('the same devices arriving from the offline copy or the API keep the seller on their page', () => {
    const snapshot = catalogue(100);
    const { result, rerender } = renderHook(({ devices }) => useCatalogueFilters(devices, { search: '', brand: null }), {
      initialProps: { devices: snapshot },
    });
    act(() => result.current.setPage(3));
    expect(result.current.slice.page).toBe(3);
    // A new array with the same devices (the live catalogue replacing the build's snapshot).
    rerender({ devices: snapshot.map((device) => ({ ...device })) });
    expect(result.current.slice.page).toBe(3);
  });

  it('a list that really changed puts the seller back on page 1 (docs/product.md#4-states-and-transitions)', () => {
    const { result, rerender } = renderHook(({ devices }) => useCatalogueFilters(devices, { search: '', brand: null }), {
      initialProps: { devices: catalogue(100) },
    });
    act(() => result.current.setPage(3));
    rerender({ devices: catalogue(101) });
    expect(result.current.slice.page).toBe(1);
  });
});
