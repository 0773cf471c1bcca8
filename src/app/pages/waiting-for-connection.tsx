import { Spinner } from '../../components/spinner.tsx';
import { pageWaitsHeading, pageWaitsText } from '../page-load.ts';

/**
 * A page whose code could not be downloaded, while the app asks whether the server answers (`waiting` false) and
 * once it does not (decision 203). The status line is there from the start, so its words are announced when they
 * come; on a route change the heading takes lost focus (focus-after-route.ts).
 */
export function WaitingForConnection({ waiting }: { waiting: boolean }) {
  return (
    <div className="mx-auto max-w-content px-4 py-16">
      {waiting ? (
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{pageWaitsHeading}</h1>
      ) : (
        <Spinner size="lg" label="Loading page" className="text-brand" />
      )}
      <p role="status" className="mt-4 flex max-w-prose items-start gap-3 text-slate-700">
        {waiting && (
          <>
            <Spinner size="sm" label={null} className="mt-1 shrink-0 text-brand" />
            <span>{pageWaitsText}</span>
          </>
        )}
      </p>
    </div>
  );
}
