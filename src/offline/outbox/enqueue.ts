import { db } from '../db.ts';
import type { QuoteDraft } from '../db.ts';
import { isQuotaError, requestPersistentStorage, StorageFullError } from '../storage.ts';
import { signalEnqueued } from './signals.ts';
import type { OutboxAction, OutboxRow } from './types.ts';

export interface EnqueueOptions {
  /** The quote draft this action carries: written as 'queued' with the opId, in the same transaction. */
  draft?: QuoteDraft;
}

/**
 * The seller's tap (docs/offline.md#outbox-rule-1-one-transaction-at-the-tap): the outbox row and the draft state are written in ONE Dexie transaction,
 * with an opId minted now and reused on every retry. Online or offline, this is the only way an action goes
 * out; the drainer is woken at once. Out of space: StorageFullError, and neither write happened.
 */
export async function enqueue(action: OutboxAction, options: EnqueueOptions = {}): Promise<string> {
  const opId = crypto.randomUUID();
  const now = Date.now();
  const row: OutboxRow = { ...action, opId, createdAt: now, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'queued' };
  let queued: string | null = null;
  try {
    await db.transaction('rw', db.outbox, db.drafts, async () => {
      queued = options.draft ? await alreadyQueued(options.draft.deviceId) : null;
      if (queued) return;
      await db.outbox.add(row);
      if (options.draft) await db.drafts.put({ ...options.draft, status: 'queued', opId, updatedAt: now });
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
  if (queued) return queued;
  void requestPersistentStorage();
  signalEnqueued();
  return opId;
}

/**
 * The draft of this device is already queued, its row still waiting: another tab added the same quote (an outside
 * review: two tabs on one draft, offline, made two items). The tap then follows that row instead of adding a second.
 * A seller who quotes the same phone again writes a new draft first, so a second phone is never refused.
 */
async function alreadyQueued(deviceId: number): Promise<string | null> {
  const draft = await db.drafts.get(deviceId);
  if (draft?.status !== 'queued' || !draft.opId) return null;
  return (await db.outbox.where('opId').equals(draft.opId).count()) > 0 ? draft.opId : null;
}
