import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../src/shared/app-routes.ts';
import { createHtmlPages } from './html-pages.ts';
import { apiNotFound } from './not-found.ts';
import { findPrerenderedPages, pageKey } from './prerendered-pages.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built app: hashed assets cached for a year, everything else revalidated (index.html,
 * sw.js and the manifest must never be stale, or an update would never reach the seller).
 * A pre-rendered route gets its own HTML (dist/<route>/index.html: text and metadata without JavaScript);
 * other paths without a file extension get the SPA shell, compressed (404 when no route of the app matches: the shell then
 * shows the not-found page, and search engines do not index the bad address); unknown /api paths get JSON 404.
 */
export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const prerendered = hasBuild ? findPrerenderedPages(distDir) : new Map<string, string>();
  const htmlPages = createHtmlPages(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? immutable : revalidate);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send(apiNotFound(request.method, request.url));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path.extname(url) === '';
    if (!hasBuild || !isPage) return reply.code(404).type('text/plain').send('Not found');
    const known = prerendered.get(pageKey(url));
    if (known) return htmlPages.send(reply.header('Cache-Control', revalidate), known);
    return htmlPages.send(reply.code(isAppRoute(url) ? 200 : 404).header('Cache-Control', revalidate), 'index.html');
  });
}
