import { paths } from './paths.ts';

const fixedRoutes = new Set(
  Object.values(paths)
    .filter((value): value is Exclude<typeof value, (...args: never[]) => string> => typeof value === 'string')
    .map((value) => value.toLowerCase()),
);
const catalogueSearch = new RegExp(`^${paths.catalogue}/[^/]+$`, 'i');

/**
 * Whether a pathname is one of the app's routes (docs/product.md#2-screens-and-routes), matched as the router does: case-insensitive,
 * a trailing slash ignored, the catalogue with one search term. The server answers anything else 404 (with the
 * same shell, which shows the not-found page).
 */
export function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return fixedRoutes.has(trimmed) || catalogueSearch.test(trimmed);
}
