import { useEffect, useState } from 'react';
import { storageEstimate, type StorageEstimate as Estimate } from '../../offline/storage.ts';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/**
 * How much this device keeps for offline use (orders, labels, queued actions, the catalogue) and whether the
 * browser has promised to keep it (docs/offline.md: the estimate is shown on the dashboard).
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
    <p className="text-xs text-slate-600" data-testid="storage-estimate">
      Offline storage: {megabytes(estimate.usage)} used of {megabytes(estimate.quota)} available on this device.{' '}
      {estimate.persisted ? 'Kept until you clear it.' : 'The browser may clear it if the device runs low on space.'}
    </p>
  );
}
