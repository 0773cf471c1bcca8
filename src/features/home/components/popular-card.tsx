import type { Device } from '@/contract/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { displayName } from '@/shared/devices/index.ts';

interface PopularCardProps {
  device: Device;
  loading: boolean;
  disabled: boolean;
  onSelect: (device: Device) => void;
  /** The first row on a phone's first screen: fetched at once, not when scrolled to. */
  eager?: boolean;
}

/**
 * A popular device: the whole card is the button; it says 'Loading...' while its questions load. Its name is its
 * visible text ('iPhone 13 Get a quote'), so voice control's 'click iPhone 13' finds it (WCAG 2.5.3).
 */
export function PopularCard({ device, loading, disabled, onSelect, eager = false }: PopularCardProps) {
  const name = displayName(device);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(device)}
        disabled={disabled}
        aria-busy={loading || undefined}
        className="group flex h-full w-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md disabled:cursor-wait disabled:hover:translate-y-0 sm:p-4"
      >
        <img
          src={device.image_url}
          alt=""
          width={120}
          height={120}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-square w-full max-w-24 object-contain sm:max-w-28"
        />
        <span className="mt-2 text-sm leading-snug font-semibold text-slate-900 sm:text-base">{name}</span>{' '}
        <span className="mt-auto pt-2 text-sm font-semibold text-brand group-hover:underline">
          {loading ? (
            <span className="inline-flex items-center gap-1.5">
              <Spinner label={null} size="sm" />
              Loading...
            </span>
          ) : (
            'Get a quote'
          )}
        </span>
      </button>
    </li>
  );
}
