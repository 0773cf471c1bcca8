import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices, type Browser } from 'playwright';
import type { Row } from './lib/row.ts';
import { round } from './lib/stats.ts';

const jsBudget = 130 * 1024;
const precacheBudget = 1.5 * 1024 * 1024;

function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/** What index.html makes the browser load before any code runs: its module script, modulepreloads and stylesheets. */
function indexHtmlAssets(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"|rel="stylesheet"/.test(tag))
    .map((tag) => /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1])
    .filter((file): file is string => Boolean(file));
}

/** First-load bytes from the build's chunk graph as index.html states it, and the service worker's precache. */
export function buildSizes(distDir: string): Row[] {
  const assets = indexHtmlAssets(distDir);
  const sum = (ext: string) => assets.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipBytes(distDir, file), 0);
  const js = sum('.js');
  const css = sum('.css');
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const precache = precached.reduce((total, url) => total + statSync(path.join(distDir, url)).size, 0);
  const counted = `${assets.filter((file) => file.endsWith('.js')).length} files`;
  return [
    {
      figure: 'first-load JS of / (index.html graph, gzip)',
      value: kb(js),
      unit: 'KB',
      goal: '<= 130 KB',
      ok: js <= jsBudget,
      method: `dist/index.html's module script + modulepreload chunks (${counted}), each gzip -9`,
    },
    { figure: 'first-load CSS of / (gzip)', value: kb(css), unit: 'KB', goal: 'reference', ok: true, method: "dist/index.html's stylesheets, gzip -9" },
    {
      figure: 'precache size',
      value: round(precache / 1024 / 1024, 2),
      unit: 'MB',
      goal: '<= 1.5 MB',
      ok: precache <= precacheBudget,
      method: `${precached.length} entries of dist/sw.js's precache manifest, bytes on disk (as Cache Storage holds them)`,
    },
  ];
}

/**
 * The JS the browser really fetches to show / (index.html's graph plus the route's lazy chunks), on a Pixel 7
 * with no service worker, until the network is idle; each file counted at its gzip -9 size from dist/.
 */
export async function fetchedForHome(browser: Browser, baseUrl: string, distDir: string): Promise<Row[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === baseUrl && request.resourceType() === 'script') files.add(url.pathname.slice(1));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const js = [...files].reduce((total, file) => total + gzipBytes(distDir, file), 0);
    return [
      {
        figure: 'JS fetched to show / (gzip)',
        value: kb(js),
        unit: 'KB',
        goal: '<= 130 KB',
        ok: js <= jsBudget,
        method: `every script Chromium (Pixel 7, no worker) fetched for / until network idle (${files.size} files), gzip -9 sizes`,
      },
    ];
  } finally {
    await context.close();
  }
}
