/**
 * How the server, the worker and the router read a page's address alike (docs/decisions/207-one-spelling-per-page.md):
 * pure, for server/http/page-spellings.ts, server/http/prerendered-pages.ts and sw/url-spelling.ts.
 */

/** '/Help/Postage-Help/' -> '/help/postage-help': routes match in any letter case and with a trailing slash. */
export function pageKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** 'A-Z a-z 0-9 - . _ ~' (RFC 3986 section 2.3): the only characters percent-decoding never changes the meaning of. */
const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * '/%71uote' -> '/quote', '/sell-my-device/%3Cx%3E' unchanged: only unreserved characters are decoded (RFC 3986
 * section 6.2.2.2); a malformed escape ('%zz', a lone '%') is left as it is, so nothing here throws.
 */
export function decodeUnreserved(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(char) ? char : escape;
  });
}
