import { useEffect, useState } from 'react';
import { loadAfterFirstView } from '../lib/after-first-view.ts';

const noIds: ReadonlySet<number> = new Set();

/**
 * The ids of the devices whose questions are stored, live (a card's Select knows at once whether it works offline).
 * Dexie's live query starts after the first view (lib/after-first-view.ts); until then no set counts as stored.
 */
export function useStoredQuestionSetIds(): ReadonlySet<number> {
  const [ids, setIds] = useState(noIds);
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
