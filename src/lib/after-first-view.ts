import { importUntilLoaded } from './import-until-loaded.ts';

/**
 * Work the first screen does not need (the offline copies in Dexie, the outbox, zod-checked live refreshes) waits
 * until the app has taken over the page and the browser is idle, then runs one piece per idle moment. So that
 * code is neither fetched before the page shows nor evaluated in the same task as the hydration (docs/decisions/100).
 *
 * Only a page booted by index.html (its inline script defines `__qmtEarlyTaps`) has a first view to protect;
 * anywhere else (component tests) the work runs at once.
 */

/** A piece may return a promise (a module loading): the next piece waits for it, so two never evaluate together. */
type Piece = () => void | Promise<unknown>;

/** A User Timing mark set when the first view is done and the deferred work may start. */
const firstViewDoneMark = 'qmt:first-view-done';

const queue: Piece[] = [];
let released = false;
let waiting = false;

function booted(): boolean {
  return typeof window !== 'undefined' && Array.isArray(window.__qmtEarlyTaps);
}

function whenIdle(run: () => void): void {
  // A piece that finishes after its page has gone (a component test's teardown) has nothing left to run for.
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 16);
}

/** One queued piece per idle callback: each starts in a task of its own. */
function pump(): void {
  if (waiting || !released) return;
  const next = queue.shift();
  if (!next) return;
  waiting = true;
  whenIdle(() => {
    const done = () => {
      waiting = false;
      pump();
    };
    const running = next();
    if (running) void running.then(done, done);
    else done();
  });
}

/** Resolves when the first view is done and the browser has an idle moment for this piece. */
export function afterFirstView(): Promise<void> {
  if (!booted()) return Promise.resolve();
  return new Promise((resolve) => {
    queue.push(resolve);
    pump();
  });
}

/**
 * Loads these modules after the first view, one per idle moment and each only once the one before has loaded. A
 * module graph evaluates in one task when it is imported, so a big one (zod and the contract's schemas: about
 * 150 ms at 4x CPU) is loaded leaf first, in pieces that each stay short (docs/decisions/136-evaluate-modules-in-pieces.md).
 * Queued before the page's own deferred work, which then finds the modules evaluated. Off a booted page: nothing.
 */
export function loadInPiecesAfterFirstView(list: () => Promise<ReadonlyArray<() => Promise<unknown>>>): void {
  if (!booted()) return;
  // The list itself loads first (it is not part of the first view's script); its pieces go to the front of the queue.
  const loadList = () => list().then((loads) => void queue.unshift(...loads.map((load) => () => load().catch(() => undefined))));
  queue.push(() => loadList().catch(() => undefined));
  pump();
}

/**
 * Called once the app has hydrated (AppProviders' first effect): the queue starts after the page's `load`, so
 * nothing queued competes with the page's own images for the network.
 */
export function releaseAfterFirstView(): void {
  const release = () => {
    if (released) return;
    released = true;
    // The bench counts the scripts fetched before this mark as the JS it takes to show the page.
    performance.mark(firstViewDoneMark);
    pump();
  };
  if (document.readyState === 'complete') release();
  else window.addEventListener('load', release, { once: true });
}

/**
 * Runs `load` after the first view (or at once off a booted page) and hands its result to `use`, unless the
 * component went away first; returns the effect's cleanup, which also ends what `use` started.
 */
export function loadAfterFirstView<T>(load: () => Promise<T>, use: (loaded: T) => (() => void) | void): () => void {
  let current = true;
  let stop: (() => void) | void;
  void afterFirstView()
    // A module that could not be downloaded (a first visit that lost its signal) is tried again when the signal is
    // back: failing, it left the device list on 'Loading devices...' for good (an outside review).
    .then(() => importUntilLoaded(load))
    .then((loaded) => {
      if (current) stop = use(loaded);
    });
  return () => {
    current = false;
    stop?.();
  };
}
