import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppRoute } from '../../src/shared/app-routes.ts';
import { createHtmlPages } from './html-pages.ts';
import { apiNotFound } from './not-found.ts';
import { decodeUnreserved } from '../../src/shared/page-spelling.ts';
import { isNavigation, navigationVary, pageFilesOf, redirectToPage } from './page-spellings.ts';
import { findPrerenderedPages, pageKey } from './prerendered-pages.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated (index.html,
 * sw.js and the manifest must never be stale, or an update would never reach the seller).
 * A pre-rendered route gets its own HTML (dist/<route>/index.html: text and metadata without JavaScript);
 * other paths without a file extension get the SPA shell, compressed (404 when no route of the app matches: the shell then
 * shows the not-found page, and search engines do not index the bad address); unknown /api paths get JSON 404.
 * A page spelt otherwise than the app links it is sent to its own address, 301 (page-spellings.ts): a navigation to
 * its file's name ('/quote/index.html', '/index.html'), and percent-encoded unreserved characters ('/%71uote').
 */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const prerendered = hasBuild ? findPrerenderedPages(distDir) : new Map<string, string>();
  const pageFiles = pageFilesOf(prerendered);
  const htmlPages = createHtmlPages(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The pages' HTML files are answered below: to a navigation with a redirect, to a fetch (the worker's) as files.
      globIgnore: [...pageFiles.values()].map(({ file }) => globLiteral(file)),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? immutable : revalidate);
      },
    });
  }
  const sendShell = (reply: FastifyReply) => htmlPages.send(reply.header('Cache-Control', revalidate), 'index.html');
  // An address the router cannot even decode ('/%zz') is refused before this handler (errors.ts): a browser gets the
  // not-found page there too.
  if (hasBuild) app.decorate('sendAppShell', sendShell);
  const isKnownPage = (pathname: string) => prerendered.has(pageKey(pathname)) || isAppRoute(pathname);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send(apiNotFound(request.method, request.url));
    const notFound = () => reply.code(404).type('text/plain').send('Not found');
    if (!hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
    const query = request.url.slice(url.length);
    const pathname = decodeUnreserved(url);
    const pageFile = pageFiles.get(pathname.toLowerCase());
    if (pageFile) {
      if (isNavigation(request)) return redirectToPage(reply.header('Vary', navigationVary), pageFile.page + query);
      // The file under its own name, as @fastify/static served it (the worker's precache asks for it so). No Vary on
      // the kind of request here: the worker's Cache API honours Vary, and its lookups (with the navigation's Accept)
      // never matched the copy its install fetched. Both answers are no-cache, so no cache reuses either unasked.
      if (pathname === `/${pageFile.file}`) return htmlPages.send(reply.header('Cache-Control', revalidate), pageFile.file);
    }
    // A page that is no file of the build ('/offline.html', '//evil.com'): a browser shows the not-found page, not a
    // bare 'Not found' (an outside review); a script's or the worker's fetch of a missing file keeps the short answer.
    if (path.extname(pathname) !== '') return isNavigation(request) ? sendShell(reply.code(404)) : notFound();
    // The router decodes what the server did not: the page it would show is the server's answer too.
    if (pathname !== url && isKnownPage(pathname)) return redirectToPage(reply, pathname + query);
    const known = prerendered.get(pageKey(url));
    if (known) return htmlPages.send(reply.header('Cache-Control', revalidate), known);
    return sendShell(reply.code(isAppRoute(url) ? 200 : 404));
  });
}

/** A path of the build as a glob pattern matching only itself (route names are plain, but a pattern must not widen). */
function globLiteral(file: string): string {
  return file.replace(/[*?[\](){}!+@\\]/g, '[$&]');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's shell (which shows the not-found page), as the answer to a browser's page; only with a build. */
    sendAppShell?: (reply: FastifyReply) => FastifyReply;
  }
}
