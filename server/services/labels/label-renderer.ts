import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LabelInput, RenderedLabel } from './render-label.ts';

export interface LabelRenderer {
  render(input: LabelInput): Promise<RenderedLabel>;
  /**
   * Starts the thread now, unreferenced, so the first seller's label does not wait for it to load pdf-lib, fontkit
   * and the fonts (seconds on a busy machine). The server calls it once it listens; tests leave it to first use.
   */
  warm(): void;
  /** Lets the labels under way finish, then stops the thread (app close); a later render starts a new one. */
  close(): Promise<void>;
}

type Reply = { id: number; label: { pdf: Uint8Array; qrPng: Uint8Array; qrPayload: string }; error?: undefined } | { id: number; error: string };

/**
 * Labels are drawn on a worker thread, started on first use: rendering one is about 170 ms of CPU (font subsetting and
 * deflate in JavaScript), and on the request thread 200 checkouts held every other call back for seconds
 * (reports/profile-2026-11-23.md). The thread is referenced only while a label is being drawn, so an idle renderer
 * never keeps the process alive. A thread that dies fails the labels it held (the label job records the failure and the
 * scheduler retries it) and the next render starts a new one.
 */
// Node 20 does not pass tsx's loader (--import) on to a worker's entry file, so the thread loads it through tsx's API.
// (Its ES module build: the CommonJS one registers its hooks from a path that does not resolve inside a worker.)
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));`;

export function createLabelRenderer(): LabelRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (label: RenderedLabel) => void; reject: (error: Error) => void }>();
  const underWay = new Set<Promise<unknown>>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = undefined;
  };

  function start(): Worker {
    const thread = new Worker(bootstrap, { eval: true, workerData: { entry: new URL('./label-worker.ts', import.meta.url).href, tsx: tsxApi } });
    thread.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) thread.unref();
      if (!pending) return;
      if (reply.error !== undefined) pending.reject(new Error(reply.error));
      // Structured cloning hands a Buffer back as a plain Uint8Array.
      else pending.resolve({ pdf: reply.label.pdf, qrPng: Buffer.from(reply.label.qrPng), qrPayload: reply.label.qrPayload });
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) failAll(new Error(`label renderer stopped (exit code ${code})`));
    });
    return thread;
  }

  return {
    warm() {
      if (worker) return;
      worker = start();
      worker.unref();
    },
    render(input) {
      worker ??= start();
      const thread = worker;
      const id = (nextId += 1);
      thread.ref();
      const rendered = new Promise<RenderedLabel>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, input });
      });
      const settled = rendered.catch(() => undefined).finally(() => underWay.delete(settled));
      underWay.add(settled);
      return rendered;
    },
    async close() {
      while (underWay.size > 0) await Promise.all([...underWay]);
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
      failAll(new Error('label renderer closed'));
    },
  };
}
