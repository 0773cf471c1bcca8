/**
 * Precache lookup variants (workbox `urlManipulation`): a pre-rendered page is stored as
 * '/help/postage-help/index.html', and a navigation to '/help/postage-help' must find it, offline, before
 * the shell fallback answers. Workbox already tries '/path/' + index.html; this adds the form without the
 * trailing slash. Files ('/sw.js', '/assets/x.css') are left alone.
 */
export function prerenderedPageVariants({ url }: { url: URL }): URL[] {
  const { pathname } = url;
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return [];
  return [new URL(`${pathname}/index.html`, url.origin)];
}
