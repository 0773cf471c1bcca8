import { describe, expect, it } from 'vitest';
import { isAppRoute } from '../../src/shared/app-routes.ts';
import { paths } from '../../src/shared/paths.ts';

/** Issue 16: the server answers 404 for a path no route of the app matches (the shell shows not-found). */
describe('isAppRoute', () => {
  it('knows every fixed route of the spec, case-insensitive and with a trailing slash', () => {
    for (const value of Object.values(paths)) {
      if (typeof value !== 'string') continue;
      expect(isAppRoute(value), value).toBe(true);
      expect(isAppRoute(`${value.toUpperCase()}/`), value).toBe(true);
    }
    expect(isAppRoute('/Quote')).toBe(true);
  });

  it('knows the catalogue with one search term, and nothing deeper', () => {
    expect(isAppRoute(paths.catalogueSearch('iphone-13'))).toBe(true);
    expect(isAppRoute('/sell-my-device/%3Cscript%3E')).toBe(true);
    expect(isAppRoute('/sell-my-device/iphone/13')).toBe(false);
  });

  it('refuses any other path', () => {
    for (const path of ['/no/such/page', '/dashboard/nope', '/quotes', '/help/no-such-topic', '/basket/1'])
      expect(isAppRoute(path), path).toBe(false);
  });
});
