import { isWorkerMessage, outboxSyncTag, workerMessages } from '../../contract/worker.ts';
import { answersNow, isKnownOffline, isReachable, subscribeReachability } from '../../lib/api/reachability.ts';
import { drainPass, type DrainDeps, type DrainOutcome } from './drain.ts';
import { withOutboxLock } from './lock.ts';
import { endNetworkBackoff } from './manage.ts';
import { sendAction } from './send-action.ts';
import { outboxSignals, signalCompleted, signalDropped } from './signals.ts';

/** A pass that failed on the database itself (not the network) is tried again after this. */
const afterFaultMs = 30_000;

const browserDeps: DrainDeps = {
  send: sendAction,
  now: () => Date.now(),
  random: () => Math.random(),
  // The shared reachability rule: only a browser that says it is offline stops the drainer; a lie-fi failure does
  // not (the drainer's own tries, with their backoff, are what finds the server again).
  online: () => !isKnownOffline(),
  answersNow,
  onCompleted: (row, response) => signalCompleted({ row, itemCount: response.itemCount }),
  onDropped: signalDropped,
};

let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Drains the outbox now (under the cross-tab lock). Calls while a pass runs are folded into one more pass
 * after it, so a row queued mid-pass is never missed. Resolves when this tab has nothing more to do now.
 */
export function requestDrain(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      let outcome: DrainOutcome;
      try {
        outcome = await withOutboxLock(() => drainPass(browserDeps));
      } catch {
        outcome = { nextWakeAt: Date.now() + afterFaultMs, pending: 1 };
      }
      schedule(outcome);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

function schedule(outcome: DrainOutcome): void {
  clearTimeout(timer);
  if (outcome.nextWakeAt !== null) timer = setTimeout(() => void requestDrain(), Math.max(0, outcome.nextWakeAt - Date.now()));
  // Only while offline: registered while online, Chromium fires the sync at once, and its message would wake
  // this drainer again and again during a backoff.
  if (outcome.pending > 0 && !browserDeps.online()) void registerBackgroundSync();
}

/** Chromium wakes the worker when the connection returns, even with the tab in the background: a bonus only. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(outboxSyncTag);
  } catch {
    // Not supported or not allowed: the page's own triggers still drain.
  }
}

let started = false;

/**
 * docs/offline.md#outbox-rule-5-when-the-drainer-runs: drain at start, on 'online', when the page becomes visible, when the service worker says
 * so (Background Sync), after each tap (enqueued), and on the Retry button (which calls requestDrain).
 */
export function startOutboxSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Other tabs' news is heard by the shell from its first render (app/layout/use-outbox-sync.ts), not from here.
  const drain = () => void requestDrain();
  // The server is reachable again (the 'online' event, another request answered, a failure too old to trust):
  // try at once. (Not on the worker's Background Sync message: Chromium fires that as soon as it is registered
  // while online, which would end every backoff straight away.)
  subscribeReachability(() => {
    if (isReachable()) void endNetworkBackoff().then(requestDrain, requestDrain);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') drain();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (isWorkerMessage(event.data, workerMessages.drainOutbox)) drain();
  });
  outboxSignals.addEventListener('enqueued', drain);
  drain();
}
