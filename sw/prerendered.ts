import { pageKey } from '../src/shared/page-spelling.ts';

/**
 * Precache lookup variants (workbox `urlManipulation`): a pre-rendered page is stored as
 * '/help/postage-help/index.html', and a navigation to '/help/postage-help' must find it, offline, before
 * the shell fallback answers. Workbox tries the path as it is (and '/path/' + index.html); this adds the page's
 * file in lower case, without the trailing slash, as the server finds it: '/Quote' and '/quote/' open the pre-rendered
 * /quote offline as they do online. Files ('/sw.js', '/assets/x.css') and '/' (its own route, sw.ts) are left alone.
 */
export function prerenderedPageVariants({ url }: { url: URL }): URL[] {
  const { pathname } = url;
  if (/\.[a-z0-9]+$/i.test(pathname)) return [];
  const key = pageKey(pathname);
  if (key === '/') return [];
  return [new URL(`${key}/index.html`, url.origin)];
}
