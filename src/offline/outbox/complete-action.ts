import { db } from '../db.ts';
import type { ActionResponse } from './send-action.ts';
import type { OutboxRow } from './types.ts';

/**
 * The server confirmed the action: the row goes, and so does the draft it carried (the quote is in the
 * basket now), in one transaction; an add's result is kept for the seller to see (price, estimate).
 */
export async function completeAction(row: OutboxRow, response: ActionResponse, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.drafts, db.syncResults, async () => {
    await db.outbox.where('opId').equals(row.opId).delete();
    if (row.type !== 'add-to-basket') return;
    const draft = await db.drafts.get(row.payload.deviceId);
    if (draft?.opId === row.opId) await db.drafts.delete(row.payload.deviceId);
    await db.syncResults.put({
      opId: row.opId,
      type: row.type,
      label: row.label,
      completedAt: now,
      estimate: row.estimate,
      estimated: row.estimated !== false,
      price: response.price,
      itemCount: response.itemCount,
    });
  });
}
