import { useEffect, useState } from 'react';
import { loadAfterFirstView } from '../lib/after-first-view.ts';

/**
 * The ids of the devices whose questions are stored, live (a card's Select knows at once whether it works offline).
 * Dexie's live query starts after the first view (lib/after-first-view.ts); until its first answer this is null.
 */
export function useStoredQuestionSetIds(): ReadonlySet<number> | null {
  // null: not read yet (the caller asks the database itself), never "none stored".
  const [ids, setIds] = useState<ReadonlySet<number> | null>(null);
  useEffect(
    () =>
      loadAfterFirstView(
        () => Promise.all([import('dexie'), import('./db.ts')]),
        ([{ liveQuery }, { db }]) => {
          const subscription = liveQuery(async () => new Set(await db.questionSets.toCollection().primaryKeys())).subscribe({ next: setIds });
          return () => subscription.unsubscribe();
        },
      ),
    [],
  );
  return ids;
}
