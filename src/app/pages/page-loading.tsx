import { Spinner } from '../../components/spinner.tsx';

/** Shown inside the shell while the first page's code chunk loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
