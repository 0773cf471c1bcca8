import { useEffect, useState } from 'react';
import { storageEstimate, type StorageEstimate as Estimate } from '@/offline/storage.ts';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/**
 * What this device keeps for offline use, in plain words, on Account Settings (not the trade-ins list, where a
 * seller looks for orders). Nothing shows where the browser cannot tell.
 */
export function StorageEstimate() {
  const [estimate, setEstimate] = useState<Estimate | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void storageEstimate().then((value) => current && setEstimate(value));
    return () => {
      current = false;
    };
  }, []);
  if (!estimate) return null;
  return (
    <section aria-labelledby="offline-device-title" className="rounded-xl border border-slate-200 p-4" data-testid="storage-estimate">
      <h2 id="offline-device-title" className="font-semibold text-slate-900">
        Offline on this device
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        So your orders, shipping labels and the device list open without a signal, this device keeps a copy of them (about {megabytes(estimate.usage)}
        ).{' '}
        {estimate.persisted
          ? 'It stays until you clear your browser data.'
          : 'Your browser may remove it if the device runs low on space; it is fetched again when you are online.'}
      </p>
    </section>
  );
}
