import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { createPrecompressed, pickEncoding } from './precompressed.ts';

/**
 * The build's HTML pages (the shell and the pre-rendered pages) as the not-found handler sends them. That handler
 * is not a route, so @fastify/compress (which hooks routes) never sees it: each page is compressed here, once per
 * file and encoding (the files are fixed per build), and read from disk once.
 */
export function createHtmlPages(distDir: string) {
  const pages = new Map<string, { body: string; compressed: ReturnType<typeof createPrecompressed> }>();
  const load = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      page = { body: readFileSync(path.join(distDir, file), 'utf8'), compressed: createPrecompressed() };
      pages.set(file, page);
    }
    return page;
  };
  return {
    send(reply: FastifyReply, file: string): FastifyReply {
      const page = load(file);
      reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const encoding = pickEncoding(reply.request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.body);
      return reply.header('Content-Encoding', encoding).send(page.compressed(file, page.body, encoding));
    },
  };
}
