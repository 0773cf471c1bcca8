import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '../db.ts';
import type { OutboxRow, SyncResult } from './types.ts';

const noRows: OutboxRow[] = [];
const noResults: SyncResult[] = [];

/** Every queued action in drain order, live across tabs. */
export function useOutboxRows(): OutboxRow[] {
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [], noRows);
}

/** One action by opId; null once it is gone (confirmed or discarded), undefined while loading. */
export function useOutboxRow(opId: string | null): OutboxRow | null | undefined {
  return useLiveQuery(async () => (opId ? ((await db.outbox.where('opId').equals(opId).first()) ?? null) : null), [opId]);
}

export function useSyncResults(): SyncResult[] {
  return useLiveQuery(() => db.syncResults.orderBy('completedAt').toArray(), [], noResults);
}

export function useSyncResult(opId: string | null): SyncResult | null | undefined {
  return useLiveQuery(async () => (opId ? ((await db.syncResults.get(opId)) ?? null) : null), [opId]);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's view of the connection (false only when it knows it is offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}

/** What a row's state reads as to the seller (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state). */
export function rowStatusText(row: OutboxRow, online: boolean): string {
  if (row.state === 'failed') return `Failed: ${row.lastError ?? 'Something went wrong. Please try again.'}`;
  if (row.state === 'sending' && online) return 'Sending...';
  return 'Waiting for connection';
}
