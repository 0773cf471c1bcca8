import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { devices, type Browser } from 'playwright';
import { firstLoad, gzipBytes } from '../scripts/lib/first-load.ts';
import type { Row } from './lib/row.ts';
import { round } from './lib/stats.ts';

const jsBudget = 130 * 1024;
const precacheBudget = 1.5 * 1024 * 1024;

const kb = (bytes: number) => round(bytes / 1024, 1);

/** First-load bytes from the build's chunk graph (index.html's module script and its static imports), and the service worker's precache. */
export function buildSizes(distDir: string): Row[] {
  const load = firstLoad(distDir);
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const precache = precached.reduce((total, url) => total + statSync(path.join(distDir, url)).size, 0);
  return [
    {
      figure: 'first-load JS of / (index.html graph, gzip)',
      value: kb(load.jsGzipBytes),
      unit: 'KB',
      goal: '<= 130 KB',
      ok: load.jsGzipBytes <= jsBudget,
      method: `dist/index.html's app script (started by its inline loader) and the chunks it imports statically (${load.js.length} files; the build adds no modulepreload), each gzip -9`,
    },
    {
      figure: 'first-load CSS of / (gzip)',
      value: kb(load.cssGzipBytes),
      unit: 'KB',
      goal: 'reference',
      ok: true,
      method: "dist/index.html's stylesheets, gzip -9 (inline in the pre-rendered pages)",
    },
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

/** The User Timing mark the app sets when its first view is done (src/lib/after-first-view.ts). */
const firstViewDoneMark = 'qmt:first-view-done';

/**
 * The JS the browser really fetches to show / (the entry's graph plus the route's chunks, all a pre-rendered page's
 * hydration runs), on a Pixel 7 with no service worker: every script whose request started before the app marked
 * its first view done. What the app loads after that, in idle moments (zod, Dexie, the outbox, the worker
 * registration), is the reference row beside it, counted until the network is idle. Each file at its gzip -9 size.
 */
export async function fetchedForHome(browser: Browser, baseUrl: string, distDir: string): Promise<Row[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const all = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === baseUrl && request.resourceType() === 'script') all.add(url.pathname.slice(1));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, firstViewDoneMark, { timeout: 60_000 });
    const before = await page.evaluate((mark) => {
      const done = performance.getEntriesByName(mark)[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < done && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.slice(1));
    }, firstViewDoneMark);
    await page.waitForLoadState('networkidle');
    const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(distDir, file), 0);
    const js = sum(new Set(before));
    const everything = sum(all);
    return [
      {
        figure: 'JS fetched to show / (gzip)',
        value: kb(js),
        unit: 'KB',
        goal: '<= 130 KB',
        ok: js <= jsBudget,
        method: `every script Chromium (Pixel 7, no worker) requested for / before the app's '${firstViewDoneMark}' mark (hydrated, page loaded): ${new Set(before).size} files, gzip -9 sizes (${[
          ...new Set(before),
        ]
          .map((file) => ({ file, bytes: gzipBytes(distDir, file) }))
          .sort((a, b) => b.bytes - a.bytes)
          .map(({ file, bytes }) => `${file.replace(/^assets\//, '')} ${kb(bytes)} KB`)
          .join(', ')})`,
      },
      {
        figure: 'JS fetched by / including the work after the first view (gzip)',
        value: kb(everything),
        unit: 'KB',
        goal: 'reference',
        ok: true,
        method: `every script requested for / until network idle (${all.size} files): the above plus zod, Dexie, the outbox, the worker registration and the live refreshes, loaded in idle moments`,
      },
    ];
  } finally {
    await context.close();
  }
}
