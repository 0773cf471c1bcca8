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

const escapeHere = /%([0-9A-Fa-f]{2})/y;
const openEscape = /%[0-9A-Fa-f]?$/;
const hexDigit = /^[0-9A-Fa-f]$/;

/**
 * '/%71uote' -> '/quote', '/sell-my-device/%3Cx%3E' unchanged: only unreserved characters are decoded (RFC 3986
 * section 6.2.2.2); a malformed escape ('%zz', a lone '%') is left as it is, so nothing here throws. A decoded
 * character never completes an escape with what precedes it ('%3%30' stays, where it became '%30'): decoding the
 * answer again must change nothing, or the server's redirect to it was followed by a second one (a property test).
 */
export function decodeUnreserved(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  let decoded = '';
  for (let at = 0; at < pathname.length;) {
    escapeHere.lastIndex = at;
    const escape = escapeHere.exec(pathname);
    if (!escape) {
      decoded += pathname[at];
      at += 1;
      continue;
    }
    const char = String.fromCharCode(Number.parseInt(escape[1]!, 16));
    const completesEscape = hexDigit.test(char) && openEscape.test(decoded);
    decoded += unreserved.test(char) && !completesEscape ? char : escape[0];
    at += 3;
  }
  return decoded;
}
