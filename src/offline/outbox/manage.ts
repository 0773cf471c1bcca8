import { db } from '../db.ts';
import { signalEnqueued } from './signals.ts';

/** The seller's Retry on a failed row: the same opId, tried again now. */
export async function retryAction(opId: string): Promise<void> {
  await db.outbox.where('opId').equals(opId).modify({ state: 'queued', attempts: 0, nextAttemptAt: 0, lastError: null });
  signalEnqueued();
}

/**
 * The seller's Discard: only a failed row (the server refused it, so nothing happened there). Its quote draft
 * goes back to a priced quote the seller can edit or add again.
 */
export async function discardAction(opId: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const row = await db.outbox.where('opId').equals(opId).first();
    if (!row || row.state !== 'failed') return;
    await db.outbox.delete(row.seq!);
    if (row.type !== 'add-to-basket') return;
    const draft = await db.drafts.get(row.payload.deviceId);
    if (draft?.opId !== opId) return;
    const { opId: _dropped, ...rest } = draft;
    await db.drafts.put({ ...rest, status: draft.price === undefined ? 'awaiting-price' : 'priced', step: 'price', updatedAt: Date.now() });
  });
}

/** The seller has seen an action's result. */
export async function dismissResult(opId: string): Promise<void> {
  await db.syncResults.delete(opId);
}

/**
 * A draft marked queued whose outbox row is gone with no result (the outbox was cleared at sign-out): it goes
 * back to a priced quote. Returns the draft as it is now (undefined when there is none).
 */
export async function releaseQueuedDraft(deviceId: number, opId: string) {
  return db.transaction('rw', db.outbox, db.drafts, db.syncResults, async () => {
    const draft = await db.drafts.get(deviceId);
    if (!draft || draft.opId !== opId) return draft;
    if ((await db.outbox.where('opId').equals(opId).count()) > 0 || (await db.syncResults.get(opId))) return draft;
    const { opId: _dropped, ...rest } = draft;
    const released = { ...rest, status: draft.price === undefined ? ('awaiting-price' as const) : ('priced' as const), step: 'price' as const, updatedAt: Date.now() };
    await db.drafts.put(released);
    return released;
  });
}
