import type { Device } from '../../contract/devices.ts';

/**
 * The same devices, field by field, in the same order. The build's snapshot, the offline copy and the API's answer
 * are different arrays holding the same catalogue most of the time: a reader that keeps the list it has when the
 * next one is the same does not redraw every card (docs/decisions/156-one-render-of-the-device-grid.md).
 */
export function sameDeviceList(a: readonly Device[], b: readonly Device[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((device, index) => {
    const other = b[index]!;
    return (
      device.id === other.id &&
      device.device_name === other.device_name &&
      device.brand === other.brand &&
      device.device_type === other.device_type &&
      device.image_url === other.image_url
    );
  });
}
