import type { Device } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useSlow } from '@/lib/use-slow.ts';
import { DeviceCard } from './device-card.tsx';

/** After this long, 'Loading devices...' says why it may last, and offers the way out (not a spec message). */
export const catalogueSlowAfterMs = 8_000;
export const catalogueSlowText = 'The devices are taking longer than usual to load. Check your connection.';

interface CatalogueResultsProps {
  status: 'loading' | 'loaded' | 'error';
  error: string | null;
  total: number;
  devices: Device[];
  selectingId: number | null;
  onSelect: (device: Device) => void;
}

/** The loading, error, empty and loaded states of docs/product.md#2-screens-and-routes, in that order of precedence. */
export function CatalogueResults({ status, error, total, devices, selectingId, onSelect }: CatalogueResultsProps) {
  if (status === 'loading') return <CatalogueLoading />;
  if (status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-red-700">{error}</p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </div>
    );
  }
  return (
    <>
      {/* The cards' names are h3: this h2 keeps the heading order when the Filters panel (and its h2) is collapsed. */}
      <h2 className="sr-only">Devices</h2>
      {/* Polite, so the count is read after the seller's typing, not over it. */}
      <p aria-live="polite" className="mb-3 text-sm text-slate-600">
        {total === 1 ? '1 device' : `${total} devices`}
      </p>
      {total === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">No devices found</p>
          <p className="mt-1 text-slate-600">Try adjusting your search terms or filters</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {devices.map((device, index) => (
            <DeviceCard
              key={device.id}
              device={device}
              priority={index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy'}
              selecting={selectingId === device.id}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * 'Loading devices...', and once it has lasted `catalogueSlowAfterMs` the words and Try Again (a reload). The list
 * waits for code that comes after the first view (Dexie, zod): on lie-fi one of those files can hang while the API
 * answers, and the page said 'Loading devices...' for good, with nothing to tap (found 2026-12-05). A reload asks for
 * the code afresh; the page itself cannot, as the browser keeps the hanging import.
 */
function CatalogueLoading() {
  const slow = useSlow(true, catalogueSlowAfterMs);
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
        <Spinner label={null} size="sm" />
        Loading devices...
      </p>
      {/* Present from the start, so a screen reader hears the words when they come. */}
      <p aria-live="polite" className="max-w-prose text-sm text-slate-700 empty:hidden">
        {slow ? catalogueSlowText : ''}
      </p>
      {slow && <Button onClick={() => window.location.reload()}>Try Again</Button>}
    </div>
  );
}
