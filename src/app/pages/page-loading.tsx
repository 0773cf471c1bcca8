import { Spinner } from '../../components/spinner.tsx';
import { useSlow } from '../../lib/use-slow.ts';
import { pageLoadSlowAfterMs, pageLoadSlowText } from '../page-load.ts';

/** Shown inside the shell while the first page's code chunk loads; a slow one is said in words (decision 195). */
export function PageLoading() {
  const slow = useSlow(true, pageLoadSlowAfterMs);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center text-brand">
      <Spinner size="lg" label="Loading page" />
      <p role="status" className="max-w-prose text-sm text-slate-700">
        {slow ? pageLoadSlowText : ''}
      </p>
    </div>
  );
}
