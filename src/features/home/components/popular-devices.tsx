import type { Device } from '@/contract/index.ts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button.tsx';
import { SelectDeviceAlert } from '@/components/select-device-alert.tsx';
import { useCatalogueSnapshot } from '@/lib/catalogue-snapshot.tsx';
import { paths } from '@/shared/paths.ts';
import { useSelectDevice } from '@/lib/quote-entry/use-select-device.ts';
import { usePopular } from '../api/get-popular.ts';
import { PopularCard } from './popular-card.tsx';

// Dexie is loaded on demand (kept out of the first-load bundle), only when a Select gets no answer.
const hasStoredQuestions = (device: Device) => import('@/offline/question-sets.ts').then((m) => m.hasStoredQuestionSet(device));

/** Popular Devices, 4 columns wide: a tap fetches the device's questions, then opens /quote. */
export function PopularDevices() {
  const popular = usePopular();
  // A pre-rendered home page shows the build's list until the live one answers (its HTML has the cards).
  const snapshot = useCatalogueSnapshot()?.popular;
  const pending = popular.isPending && !snapshot;
  const devices = popular.isPending ? snapshot : popular.data;
  const selection = useSelectDevice({ hasStoredQuestions });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-content px-4 py-12 sm:py-16">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Popular Devices
          </h2>
          <p className="mt-1 text-slate-700">The devices UK sellers trade in most. Tap one for an instant quote.</p>
        </div>
        <Link to={paths.catalogue} className="hidden shrink-0 font-semibold sm:inline">
          See all devices
        </Link>
      </div>

      {pending && (
        <ul aria-hidden="true" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="h-48 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </ul>
      )}
      {pending && <p className="sr-only">Loading popular devices...</p>}

      {popular.isError && (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-800">
          <p>Popular devices could not be loaded.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void popular.refetch()}>
              Try Again
            </Button>
            <Link to={paths.catalogue} className="inline-flex min-h-11 items-center font-semibold">
              Browse all devices
            </Link>
          </div>
        </div>
      )}

      {devices?.length === 0 && <p className="mt-6 text-slate-700">No popular devices to show right now. Browse all devices instead.</p>}
      {devices && devices.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {devices.map((device, index) => (
            <PopularCard
              key={device.id}
              eager={index < 2}
              device={device}
              loading={selection.selectingId === device.id}
              disabled={selection.selectingId === device.id}
              onSelect={(chosen) => void selection.select(chosen)}
            />
          ))}
        </ul>
      )}
      <Link to={paths.catalogue} className="mt-5 inline-flex min-h-11 items-center font-semibold sm:hidden">
        See all devices
      </Link>
      <SelectDeviceAlert alert={selection.alert} onClose={selection.dismissAlert} />
    </section>
  );
}
