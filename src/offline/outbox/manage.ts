import { db, type QuoteDraft } from '../db.ts';
import type { OutboxRow, SyncResult } from './types.ts';
import { returnGapMs } from './backoff.ts';
import { signalEnqueued } from './signals.ts';

/** The seller's Retry on a failed row: the same opId, tried again now. */
export async function retryAction(opId: string): Promise<void> {
  await db.outbox.where('opId').equals(opId).modify({ state: 'queued', attempts: 0, nextAttemptAt: 0, lastError: null });
  signalEnqueued();
}

/**
 * The connection is back: rows whose last try never reached the server are due now, not at the end of a backoff
 * that grew while the phone had no signal. A server's own backoff (5xx, 429 with Retry-After) is kept.
 *
 * A row tried less than `returnGapMs` ago waits until then instead: when only its own call gets no answer while
 * others are answered, its failure and the next answer would otherwise send it again about once a second for ever.
 */
export async function endNetworkBackoff(now = Date.now()): Promise<void> {
  await db.outbox
    .filter((row) => row.state === 'queued' && row.unreached === true)
    .modify((row) => {
      const gapEnds = (row.triedAt ?? 0) + returnGapMs;
      row.nextAttemptAt = gapEnds <= now ? 0 : Math.min(row.nextAttemptAt, gapEnds);
    });
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
    await db.drafts.put(released(draft));
  });
}

/**
 * The seller's Cancel on a device queued for the basket, while it has never been sent (no try could have reached the
 * server, so nothing happened there). A row being sent, or tried before (its answer may have been lost after the
 * server added the device), stays: it lands, and the seller can remove it from the basket then. The drainer claims
 * a row in its own transaction (drain.ts), so a row is either cancelled here or sent, never both. Its quote draft
 * goes back to a priced quote. Says whether the row was cancelled.
 */
export async function cancelQueuedAdd(opId: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.drafts, async () => {
    const row = await db.outbox.where('opId').equals(opId).first();
    if (!row || row.type !== 'add-to-basket' || !isCancellable(row)) return false;
    await db.outbox.delete(row.seq!);
    const draft = await db.drafts.get(row.payload.deviceId);
    if (draft?.opId === opId) await db.drafts.put(released(draft));
    return true;
  });
}

/** A queued add no try has left the device for. */
export function isCancellable(row: Pick<OutboxRow, 'type' | 'state' | 'triedAt'>): boolean {
  return row.type === 'add-to-basket' && row.state === 'queued' && row.triedAt === undefined;
}

/** The seller has seen an action's result. */
export async function dismissResult(opId: string): Promise<void> {
  await db.syncResults.delete(opId);
}

/**
 * The queued row is gone. Either the server confirmed it (its result, written in the same transaction as the
 * row's removal, is returned: a hook may see the row go before it sees the result), or it went with no result
 * (the outbox was cleared at sign-out) and the draft goes back to a priced quote, returned as it is now.
 */
export async function settleQueuedDraft(
  deviceId: number,
  opId: string,
): Promise<{ result: SyncResult } | { result: null; draft: QuoteDraft | undefined }> {
  return db.transaction('rw', db.outbox, db.drafts, db.syncResults, async () => {
    const result = await db.syncResults.get(opId);
    if (result) return { result };
    const draft = await db.drafts.get(deviceId);
    if (!draft || draft.opId !== opId || (await db.outbox.where('opId').equals(opId).count()) > 0) return { result: null, draft };
    const back = released(draft);
    await db.drafts.put(back);
    return { result: null, draft: back };
  });
}

/**
 * The seller quotes a second unit of a device whose add is still queued (two of the same phone, in a dead spot): the
 * queued row stays as it is and will land; the device's draft, which held that add, is let go so a fresh quote can
 * start (enqueue refuses a second add only while the draft still points at a waiting row). A draft that has moved on
 * (another tab started the next quote) is left alone.
 */
export async function quoteAnotherUnit(deviceId: number, opId: string): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(deviceId);
    if (draft?.opId === opId) await db.drafts.delete(deviceId);
  });
}

/** A queued draft whose action went without reaching the basket: a priced quote again (or one awaiting its price). */
function released(draft: QuoteDraft): QuoteDraft {
  const { opId: _dropped, ...rest } = draft;
  return { ...rest, status: draft.price === undefined ? 'awaiting-price' : 'priced', step: 'price', updatedAt: Date.now() };
}
