import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db.ts';
import { isCancellable } from '@/offline/outbox/manage.ts';
import type { OutboxRow } from '@/offline/outbox/types.ts';

/** A device added while the server could not be reached: on the device, waiting in the outbox to be sent. */
export interface QueuedAdd {
  opId: string;
  name: string;
  imageUrl: string | null;
  /** The price the seller saw (null when none could be made). */
  estimate: number | null;
  /** That price was an offline estimate rather than the server's quote. */
  estimated: boolean;
  state: OutboxRow['state'];
  lastError: string | null;
  /** Never sent yet, so the seller may still cancel it (cancelQueuedAdd). */
  cancellable: boolean;
}

/** The queued adds, and when the last add the server confirmed landed (null: none kept). */
export interface QueuedAdds {
  adds: QueuedAdd[];
  lastLandedAt: number | null;
}

/**
 * The outbox's queued adds, live across tabs (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state): the
 * basket lists them until the server confirms each, when the row goes and the basket is read again with the real item.
 * The row goes in the same transaction that records the add's result, so `lastLandedAt` tells a reader that a
 * basket read before it is out of date. Undefined until the outbox has been read: not yet known is not "none".
 */
export function useQueuedAdds(): QueuedAdds | undefined {
  return useLiveQuery(async () => {
    const rows = await db.outbox.orderBy('seq').toArray();
    const adds = rows.flatMap((row) => (row.type === 'add-to-basket' ? [row] : []));
    const devices = await db.devices.bulkGet(adds.map((row) => row.payload.deviceId));
    const landed = await db.syncResults.orderBy('completedAt').last();
    return {
      adds: adds.map((row, index) => ({
        opId: row.opId,
        name: row.label,
        imageUrl: devices[index]?.image_url ?? null,
        estimate: row.estimate,
        estimated: row.estimated !== false,
        state: row.state,
        lastError: row.lastError,
        cancellable: isCancellable(row),
      })),
      lastLandedAt: landed?.type === 'add-to-basket' ? landed.completedAt : null,
    };
  }, []);
}
