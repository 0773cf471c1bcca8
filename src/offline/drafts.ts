import { useLiveQuery } from 'dexie-react-hooks';
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

const noDrafts: QuoteDraft[] = [];

/** Quotes in progress on this device (a type chosen), newest first, live: /quote offers them when opened bare. */
export function useDrafts(): QuoteDraft[] {
  return useLiveQuery(
    async () => (await db.drafts.toArray()).filter((draft) => draft.quoteType !== null).sort((a, b) => b.updatedAt - a.updatedAt),
    [],
    noDrafts,
  );
}
