import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import type { CatalogueSnapshot } from '../lib/catalogue-snapshot.tsx';
import { ConnectivityBanner, offlineStartBannerId } from '../components/connectivity-banner.tsx';
import { site } from '../shared/site.ts';
import * as pageDocument from './document.ts';
import { splitDocument } from './document.ts';
import type { RenderedPage } from './document.ts';

export { cataloguePagePaths, navigationStatePagePaths, prerenderedFile, prerenderedPaths, sitemapPaths } from './routes.ts';
export { guardNavigationState } from './navigation-state-guard.ts';
export { catalogueSnapshotUrl } from '../lib/catalogue-snapshot.tsx';
export { paintFirst, sitemapXml } from './document.ts';
export const siteOrigin = site.origin;

/** The offline banner as the app draws it, for the copy a page started offline shows from its first paint. */
function offlineStart(html: string): string {
  return pageDocument.offlineStart(html, renderToStaticMarkup(<ConnectivityBanner state="offline" />), offlineStartBannerId);
}

/** document.ts's fillTemplate, with the offline banner ready for a page that starts offline (docs/decisions/210). */
export function fillTemplate(template: string, page: Pick<RenderedPage, 'head' | 'body'>): string {
  return offlineStart(pageDocument.fillTemplate(template, page));
}

/** document.ts's startAtOnce for the shell, with the offline banner ready for a page that starts offline. */
export function startAtOnce(html: string): string {
  return offlineStart(pageDocument.startAtOnce(html));
}

/**
 * The build's server-side entry (Node, no browser): renders one route of the real app to HTML. The tree
 * inside #root is the one main.tsx hydrates (StrictMode > AppProviders > router), so React adopts the
 * markup instead of replacing it. There is no `window` here, so isPrerendering() is true: no cookie banner,
 * no PWA prompts, no tracking in the HTML. A catalogue page is given the build's catalogue snapshot.
 */
export async function renderPage(path: string, catalogueSnapshot: CatalogueSnapshot | null = null): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, site.origin)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}) instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part and Suspense boundary: the HTML is the finished page.
  const { prelude } = await prerender(
    <html>
      <body>
        <div id="root">
          <StrictMode>
            <AppProviders catalogueSnapshot={catalogueSnapshot}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>
        </div>
      </body>
    </html>,
  );
  const html = await new Response(prelude).text();
  return { status: context.statusCode, ...splitDocument(html) };
}
