import { useState } from 'react';
import type { Device } from '../contract/devices.ts';
import { sameDeviceList } from '../shared/devices/same-list.ts';

/**
 * `devices`, or the list this component had before when `devices` holds the same catalogue: memos and memoised
 * cards below see no change, so the grid is not drawn a second time when the live copy replaces the snapshot.
 */
export function useSameDevices(devices: Device[]): Device[] {
  const [kept, setKept] = useState(devices);
  const same = sameDeviceList(kept, devices);
  // A new catalogue is kept during this render (React renders again at once, before committing).
  if (!same) setKept(devices);
  return same ? kept : devices;
}
