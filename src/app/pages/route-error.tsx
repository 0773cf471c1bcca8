import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { Button } from '../../components/button.tsx';
import { failedModuleUrl } from '../../lib/import-until-loaded.ts';
import { paths } from '../../shared/paths.ts';
import { isPageLoadFailure, PageLoadTimeoutError, pageLoadFailedText } from '../page-load.ts';
import { useReloadWhenBackOnline } from './use-reload-when-back-online.ts';
import { WaitingForConnection } from './waiting-for-connection.tsx';

/**
 * docs/product.md#2-screens-and-routes: a route render error shows 'Unexpected Application Error!'. Code lost to a dead
 * spot is no application error: the page waits in calm words and loads itself once the server answers (decision 203).
 * Code missing while the server answers (a blip shorter than the check, a chunk that alone hung, or a build replaced
 * meanwhile) loads the page again once, a spinner meanwhile (decision 206). Code still missing after that reload
 * (the page's reload spent) asks for its own file: no answer (lie-fi failing only the files) waits in the same calm
 * words until it answers, then loads the page again; an answer (a real 404: a build replaced) shows the error, with
 * Reload page (decision 208). Code that hung asks for its file at once, before any reload (decision 212).
 */
export function RouteError() {
  const error = useRouteError();
  const codeMissing = isPageLoadFailure(error);
  const connection = useReloadWhenBackOnline(codeMissing, failedModuleUrl(error), undefined, { hung: error instanceof PageLoadTimeoutError });
  if (codeMissing && connection !== 'answered') return <WaitingForConnection waiting={connection === 'waiting'} />;
  // Only in development: worked out there alone, so the build carries none of it.
  const detail =
    import.meta.env.DEV && (isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null);
  return (
    <div className="mx-auto max-w-content px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">{codeMissing ? pageLoadFailedText : 'Something went wrong while showing this page. Please try again.'}</p>
      {detail && <pre className="mt-4 overflow-x-auto rounded bg-slate-100 p-3 text-sm">{detail}</pre>}
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}
