import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/offline/db.ts';
import type { OutboxRow } from '@/offline/outbox/types.ts';

/** A device added while the server could not be reached: on the device, waiting in the outbox to be sent. */
export interface QueuedAdd {
  opId: string;
  name: string;
  imageUrl: string | null;
  /** The offline estimate the seller saw (null when none could be made). */
  estimate: number | null;
  state: OutboxRow['state'];
  lastError: string | null;
}

const none: QueuedAdd[] = [];

/**
 * The outbox's queued adds, live across tabs (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state): the
 * basket lists them until the server confirms each, when the row goes and the basket is read again with the real item.
 */
export function useQueuedAdds(): QueuedAdd[] {
  return useLiveQuery(
    async () => {
      const rows = await db.outbox.orderBy('seq').toArray();
      const adds = rows.flatMap((row) => (row.type === 'add-to-basket' ? [row] : []));
      const devices = await db.devices.bulkGet(adds.map((row) => row.payload.deviceId));
      return adds.map((row, index) => ({
        opId: row.opId,
        name: row.label,
        imageUrl: devices[index]?.image_url ?? null,
        estimate: row.estimate,
        state: row.state,
        lastError: row.lastError,
      }));
    },
    [],
    none,
  );
}
