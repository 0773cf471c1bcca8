import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageKey as pagePathKey } from '../../src/shared/page-spelling.ts';
import { prerenderedHomeFile } from '../../src/shared/prerendered-files.ts';

/**
 * The pre-rendered pages of a build: every `<dir>/index.html` under dist/ (outside assets/), keyed by its
 * route in lower case ('/help/postage-help' -> 'help/postage-help/index.html'), and '/' when the home page
 * was pre-rendered. Read once at start; the set
 * is fixed per build, so no request path ever reaches the file system.
 */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(distDir, relative), { withFileTypes: true })) {
      if (!entry.isDirectory() || (relative === '' && entry.name === 'assets')) continue;
      const dir = relative ? `${relative}/${entry.name}` : entry.name;
      if (existsSync(path.join(distDir, dir, 'index.html'))) pages.set(`/${dir}`.toLowerCase(), `${dir}/index.html`);
      walk(dir);
    }
  };
  if (existsSync(distDir)) walk('');
  // The home page has its own file: dist/index.html stays the shell for every other route.
  if (existsSync(path.join(distDir, prerenderedHomeFile))) pages.set('/', prerenderedHomeFile);
  return pages;
}

/** '/Help/Postage-Help/?x=1' -> '/help/postage-help' (routes match case-insensitively, as the app's router does). */
export function pageKey(url: string): string {
  return pagePathKey(url.split('?')[0] ?? '/');
}
