import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/contract/index.ts';
import { useSameDevices } from '../../src/lib/use-same-devices.ts';
import { sameDeviceList } from '../../src/shared/devices/index.ts';

const device = (id: number, overrides: Partial<Device> = {}): Device => ({
  id,
  device_name: `iPhone ${id}`,
  brand: 'Apple',
  device_type: 'phone',
  image_url: `/devices/${id}.webp`,
  ...overrides,
});
const catalogue = () => [device(1), device(2), device(3)];

// docs/decisions/156-one-render-of-the-device-grid.md: the live catalogue replacing the build's snapshot with the
// same devices must not hand the grid a new list (every memoised card would be drawn again in one long task).
describe('useSameDevices', () => {
  it('keeps the list it has when the next one holds the same devices', () => {
    const first = catalogue();
    const { result, rerender } = renderHook(({ devices }) => useSameDevices(devices), { initialProps: { devices: first } });
    rerender({ devices: catalogue() });
    expect(result.current).toBe(first);
  });

  it('takes the new list when a device changed, and keeps that one after', () => {
    const { result, rerender } = renderHook(({ devices }) => useSameDevices(devices), { initialProps: { devices: catalogue() } });
    const changed = [device(1), device(2, { image_url: '/devices/2-new.webp' }), device(3)];
    rerender({ devices: changed });
    expect(result.current).toBe(changed);
    rerender({ devices: [device(1), device(2, { image_url: '/devices/2-new.webp' }), device(3)] });
    expect(result.current).toBe(changed);
  });
});

describe('sameDeviceList', () => {
  it('compares every field in order', () => {
    expect(sameDeviceList(catalogue(), catalogue())).toBe(true);
    expect(sameDeviceList(catalogue(), [device(2), device(1), device(3)])).toBe(false);
    expect(sameDeviceList(catalogue(), catalogue().slice(1))).toBe(false);
    expect(sameDeviceList(catalogue(), [device(1, { brand: null }), device(2), device(3)])).toBe(false);
    expect(sameDeviceList(catalogue(), [device(1, { device_name: 'iPhone One' }), device(2), device(3)])).toBe(false);
    expect(sameDeviceList(catalogue(), [device(1, { device_type: 'tablet' }), device(2), device(3)])).toBe(false);
  });
});
