import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { isReachable, serverSilent, subscribeReachability } from '../../lib/api/reachability.ts';
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

/** The shared reachability rule (src/lib/api/reachability.ts): false when cut, or when requests fail or hang (lie-fi). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeReachability, isReachable, () => true);
}

/** How the strip words the state (docs/offline.md#reachability): 'unreachable' only when our server hung silent. */
export type ConnectionWords = 'reachable' | 'offline' | 'unreachable';

function connectionWords(): ConnectionWords {
  if (isReachable()) return 'reachable';
  return serverSilent() ? 'unreachable' : 'offline';
}

/** The same rule, as the seller reads it: 'offline' (no way out) differs from 'unreachable' (our server is silent). */
export function useReachability(): ConnectionWords {
  return useSyncExternalStore(subscribeReachability, connectionWords, () => 'reachable');
}

/** What a row's state reads as to the seller (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state). */
export function rowStatusText(row: OutboxRow, online: boolean): string {
  if (row.state === 'failed') return `Failed: ${row.lastError ?? 'Something went wrong. Please try again.'}`;
  if (row.state === 'sending' && online) return 'Sending...';
  return 'Waiting for connection';
}
