import path from 'node:path';
import type { Page } from 'playwright';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
let bundled: Promise<string> | null = null;

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      copyPublicDir: false,
      lib: { entry: path.join(root, 'bench/page/probe-entry.ts'), formats: ['iife'], name: 'benchProbeBundle', fileName: 'probe' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; code?: string }[] }[];
  const chunk = outputs.flatMap((item) => item.output ?? []).find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('the probe bundle has no code');
  return chunk.code;
}

/** Adds `window.benchProbe` (bench/page/probe-entry.ts) to a page of the app's origin. Built once per run. */
export async function injectProbe(page: Page): Promise<void> {
  bundled ??= bundle();
  await page.addScriptTag({ content: await bundled });
  await page.waitForFunction(() => 'benchProbe' in window);
}
