/**
 * Asks for a page's chunks as low-priority modulepreload links, once per page, through the function the shell's inline
 * script defines (scripts/route-preloads.ts). Nothing happens where it is missing (the build's prerender in Node, a
 * page built without the script).
 */
export function preloadRoute(path: string): void {
  (globalThis as { __qmtPreloadRoute?: (path: string) => void }).__qmtPreloadRoute?.(path);
}
