import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageKey as serverPageKey } from '../../server/http/prerendered-pages.ts';
import { isAppRoute } from '../../src/shared/app-routes.ts';
import { paths } from '../../src/shared/paths.ts';
import { prerenderedHomeFile, prerenderedPaths } from '../../src/shared/prerendered-files.ts';
import { decodeUnreserved, pageKey } from '../../src/shared/page-spelling.ts';
import { normalSpelling, pageFilesOf } from '../../sw/url-spelling.ts';

// Outside review (low): '/quote/index.html' showed 'Page not found' over the pre-rendered page, '/%71uote' answered the
// server's 404 where the app showed the quote page. docs/decisions/207-one-spelling-per-page.md.

const fixedRoutes = Object.values(paths).filter((value): value is Extract<typeof value, string> => typeof value === 'string');

describe('decoding unreserved characters only (RFC 3986 section 6.2.2.2)', () => {
  it.each([
    ['/%71uote', '/quote'],
    ['/%51UOTE', '/QUOTE'],
    ['/sell-%6Dy-device/%69phone', '/sell-my-device/iphone'],
    ['/%2D%2e%5F%7e%30', '/-._~0'],
    ['/sell-my-device/%3Cx%3E', '/sell-my-device/%3Cx%3E'],
    ['/quote%2F', '/quote%2F'],
    ['/%20%00%25%C3%A9', '/%20%00%25%C3%A9'],
    ['/%', '/%'],
    ['/%zz%7', '/%zz%7'],
    ['/%%71', '/%q'],
    // A decoded character never completes an escape: decoding the answer again changes nothing (fast-check found
    // '%3%30', which became '%30', then '0').
    ['/%3%30', '/%3%30'],
    ['/%%33%30', '/%%330'],
    ['/%2%46', '/%2%46'],
    ['/%3%7A', '/%3z'],
  ])('%s -> %s', (raw, decoded) => {
    expect(decodeUnreserved(raw)).toBe(decoded);
  });

  it('never throws, and decodes nothing twice', () => {
    const spelling = fc.stringMatching(/^(\/|%[0-9A-Fa-f]{0,2}|[a-zA-Z0-9\-._~!$&'()*+,;=:@%])*$/);
    fc.assert(
      fc.property(spelling, (raw) => {
        const decoded = decodeUnreserved(raw);
        expect(decodeUnreserved(decoded)).toBe(decoded);
      }),
    );
  });
});

/** A route spelt with some of its characters percent-encoded (either hex case) and some letters in upper case. */
const spelt = (route: string) =>
  fc.array(fc.constantFrom('as is', 'upper', '%hex', '%HEX'), { minLength: route.length, maxLength: route.length }).map((choices) =>
    [...route]
      .map((char, i) => {
        if (char === '/') return char;
        const hex = char.charCodeAt(0).toString(16);
        return { 'as is': char, upper: char.toUpperCase(), '%hex': `%${hex}`, '%HEX': `%${hex.toUpperCase()}` }[choices[i]!]!;
      })
      .join(''),
  );

describe('the server, the worker and the router agree on a page spelt otherwise', () => {
  it("any spelling of a route the router shows that route for is, decoded, the server's and the worker's page", () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixedRoutes), (route) =>
        fc.assert(
          fc.property(spelt(route), (raw) => {
            const [match] = matchRoutes([{ path: route }], raw) ?? [];
            expect(match?.route.path, raw).toBe(route);
            expect(isAppRoute(decodeUnreserved(raw)), raw).toBe(true);
            expect(pageKey(decodeUnreserved(raw)), raw).toBe(route);
            expect(serverPageKey(decodeUnreserved(raw)), raw).toBe(route);
          }),
          { numRuns: 20 },
        ),
      ),
      { numRuns: 60 },
    );
  });
});

describe("the worker's redirect to a page's own address", () => {
  const files = pageFilesOf(
    ['index.html', prerenderedHomeFile, 'quote/index.html', 'sell-my-device/iphone/index.html', 'assets/index-abc.js', 'robots.txt'],
    prerenderedPaths,
    prerenderedHomeFile,
  );
  const target = (href: string) => normalSpelling(new URL(href, 'https://x.test'), files);

  it("sends a page file's name to its page, in any letter case, the query kept", () => {
    expect(target('/quote/index.html')).toBe('/quote');
    expect(target('/QUOTE/Index.HTML?device=1')).toBe('/quote?device=1');
    expect(target('/help/index.html')).toBe('/help');
    expect(target('/help/postage-help/packaging-tutorial/index.html')).toBe('/help/postage-help/packaging-tutorial');
    expect(target('/sell-my-device/iphone/index.html')).toBe('/sell-my-device/iphone');
    expect(target('/index.html')).toBe('/');
    expect(target(`/${prerenderedHomeFile}?utm_source=mail`)).toBe('/?utm_source=mail');
    expect(target('/%71uote/%69ndex.html')).toBe('/quote');
  });

  it('sends percent-encoded unreserved characters of a known route to the decoded spelling', () => {
    expect(target('/%71uote')).toBe('/quote');
    expect(target('/%51uote?x=%zz')).toBe('/Quote?x=%zz');
    expect(target('/sell-my-device/%69pad%20pro')).toBe('/sell-my-device/ipad%20pro');
  });

  it('leaves every other navigation alone: the normal spellings, unknown paths, files, other sites', () => {
    for (const href of [
      '/',
      '/quote',
      '/Quote',
      '/help/',
      '/quote?x=1',
      '/no/such/page',
      '/%71uotes',
      '/basket/index.html',
      '/sw.js',
      '/%2F%2Fevil.test/%71',
    ])
      expect(target(href), href).toBeNull();
    // Only a page of this site: '//host' would be another site's address.
    expect(normalSpelling(new URL('https://x.test//evil.test/%71uote'), files)).toBeNull();
  });
});
