import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page's address spelt otherwise than the app links it (docs/decisions/207-one-spelling-per-page.md): the file a
 * pre-rendered page is stored as ('/quote/index.html') and percent-encoded unreserved characters ('/%71uote'). The
 * router knows neither spelling of the first and decodes the second, so such a navigation is sent, 301, to the page's
 * own address. The service worker does the same (sw/url-spelling.ts), with no network.
 */

/**
 * The build's HTML files that stand for a page, in lower case, and that page ('/quote/index.html' -> '/quote',
 * '/index.home.html' -> '/'; the shell '/index.html' -> '/' too: opened as a page it was the not-found page).
 * `prerendered` is findPrerenderedPages' map (route -> file relative to dist/).
 */
export function pageFilesOf(prerendered: ReadonlyMap<string, string>): Map<string, { file: string; page: string }> {
  const files = new Map<string, { file: string; page: string }>([['/index.html', { file: 'index.html', page: '/' }]]);
  for (const [route, file] of prerendered) {
    const page = route === '/' ? '/' : `/${file.replace(/\/index\.html$/, '')}`;
    files.set(`/${file}`.toLowerCase(), { file, page });
  }
  return files;
}

/**
 * A document the browser navigates to (an address typed, a link, a bookmark), not a script's or the service worker's
 * fetch: the worker precaches '/index.html' and '/quote/index.html' by those names and must get the files. Browsers
 * since 2023 say so in Sec-Fetch-Mode; an older one (Safari before 16.4) is known by asking for HTML, which a fetch
 * does not (it asks for any type, as does curl).
 */
export function isNavigation(request: FastifyRequest): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/** What the redirect of a page file's name depends on, besides the address (the file's own answer says no more: static.ts). */
export const navigationVary = 'Sec-Fetch-Mode, Accept';

/**
 * 301 to a path of this site (with the query as it came). The target is a page the server knows or a spelling of
 * the request's own path, never '//host' (another site); characters a Location must not carry raw are escaped.
 */
export function redirectToPage(reply: FastifyReply, location: string): FastifyReply {
  const safe = location.replace(/^\/[/\\]+/, '/').replace(/[^\x21-\x7e]|["<>\\^`{|}]/g, (char) => percentEncoded(char));
  return reply.code(301).header('Location', safe).header('Cache-Control', 'no-cache').send();
}

function percentEncoded(char: string): string {
  return [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
