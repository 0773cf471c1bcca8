import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoad, firstLoadJsBudget, gzipBytes } from '../scripts/lib/first-load.ts';

// The built chunk graph of the shell: index.html's module script and every modulepreload it lists, gzipped.
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

test('first-load JavaScript of / stays within 130 KB gzip', () => {
  const load = firstLoad(dist);
  expect(load.js[0], 'index.html has its module script first').toMatch(/^assets\/index-.+\.js$/);
  const sizes = load.js.map((file) => `${(gzipBytes(dist, file) / 1024).toFixed(1)} KB ${file}`).join('\n');
  expect(load.jsGzipBytes, `first-load JS is ${(load.jsGzipBytes / 1024).toFixed(1)} KB gzip:\n${sizes}`).toBeLessThanOrEqual(firstLoadJsBudget);
});
