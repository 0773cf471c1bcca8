import { memo } from 'react';
import type { Device } from '@/contract/index.ts';
import { displayName } from '@/shared/devices/index.ts';
import { Button } from '@/components/button.tsx';

interface DeviceCardProps {
  device: Device;
  selecting: boolean;
  onSelect: (device: Device) => void;
  /** The first cards are on the first screen: fetched at once, the first (the LCP image) before anything else. */
  priority?: 'high' | 'eager' | 'lazy';
}

/** Memoised: a card is drawn again only when its device, its place or its Select state changes. */
export const DeviceCard = memo(function DeviceCard({ device, selecting, onSelect, priority = 'lazy' }: DeviceCardProps) {
  const name = displayName(device);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md sm:p-4">
      <img
        src={device.image_url}
        alt={device.device_name}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
        width={160}
        height={160}
        className="mx-auto aspect-square w-full max-w-32 object-contain sm:max-w-40"
      />
      <h3 className="mt-3 text-sm leading-snug font-semibold text-slate-900 sm:text-base">{name}</h3>
      {device.brand ? <p className="mt-0.5 text-xs text-slate-500 sm:text-sm">{device.brand}</p> : null}
      <div className="mt-auto pt-3">
        <Button
          fullWidth
          onClick={() => onSelect(device)}
          loading={selecting}
          loadingText="Loading..."
          // Visible text first, so speech input ('click Select') still matches the name.
          aria-label={selecting ? undefined : `Select ${name}`}
        >
          Select
        </Button>
      </div>
    </li>
  );
});
