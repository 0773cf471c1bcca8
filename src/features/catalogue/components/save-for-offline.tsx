import { useEffect, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { loadAfterFirstView } from '@/lib/after-first-view.ts';
import { NetworkError } from '@/lib/api/api-error.ts';
import type { SaveProgress } from '@/offline/save-for-offline.ts';

// Dexie and the typed client load after the first view (the offer's text needs neither) or at the tap.
const loadSaving = () => Promise.all([import('dexie'), import('@/offline/db.ts'), import('@/offline/save-for-offline.ts')]);

type SaveState =
  { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress | null } | { kind: 'done'; total: number } | { kind: 'error'; message: string };

function failure(error: unknown): string {
  if (error instanceof Error && error.name === 'StorageFullError') return error.message;
  if (error instanceof NetworkError) return 'You are offline. Connect to the internet to save every device for offline use.';
  return 'Something went wrong. Please try again.';
}

/** Stores every device's questions and prices on this device, with progress, so quoting works with no signal. */
export function SaveForOffline() {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(
    () =>
      loadAfterFirstView(loadSaving, ([{ liveQuery }, { db }, { offlinePackSavedKey }]) => {
        const subscription = liveQuery(async () => (await db.meta.get(offlinePackSavedKey))?.value ?? null).subscribe({ next: setSavedAt });
        return () => subscription.unsubscribe();
      }),
    [],
  );

  const save = async () => {
    setState({ kind: 'saving', progress: null });
    try {
      const [, , { saveForOffline }] = await loadSaving();
      const result = await saveForOffline((progress) => setState({ kind: 'saving', progress }));
      setState({ kind: 'done', total: result.total });
    } catch (error) {
      setState({ kind: 'error', message: failure(error) });
    }
  };

  const progress = state.kind === 'saving' ? state.progress : null;
  return (
    <section
      aria-label="Save for offline"
      className="mt-4 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 text-slate-800">
        {state.kind === 'saving' && (
          <>
            <p role="status">
              {progress ? `Saving devices for offline use: ${progress.saved} of ${progress.total}` : 'Downloading questions and prices...'}
            </p>
            <progress className="mt-1 w-full" max={progress?.total || 1} value={progress?.saved ?? 0} aria-label="Saving for offline" />
          </>
        )}
        {state.kind === 'done' && <p role="status">Saved for offline: all {state.total} devices can now be quoted with no connection.</p>}
        {state.kind === 'error' && (
          <p role="alert" className="text-red-800">
            {state.message}
          </p>
        )}
        {state.kind === 'idle' && (
          <p>
            {savedAt
              ? `Saved for offline on ${new Date(Number(savedAt)).toLocaleDateString('en-GB')}. Save again to update prices.`
              : 'Going somewhere with no signal? Save every device so you can get an estimate offline.'}
          </p>
        )}
      </div>
      <Button size="sm" variant="secondary" onClick={() => void save()} disabled={state.kind === 'saving'}>
        Save for offline
      </Button>
    </section>
  );
}
