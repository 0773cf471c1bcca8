import { db } from './db.ts';
import type { QuoteDraft } from './db.ts';

export type { DraftStep, QuoteDraft } from './db.ts';

export function saveDraft(draft: QuoteDraft): Promise<number> {
  return db.drafts.put(draft);
}

export function readDraft(deviceId: number): Promise<QuoteDraft | undefined> {
  return db.drafts.get(deviceId);
}

export function deleteDraft(deviceId: number): Promise<void> {
  return db.drafts.delete(deviceId);
}
