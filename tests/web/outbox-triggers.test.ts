import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { enqueue, requestDrain, retryAction, startOutboxSync } from '../../src/offline/outbox/index.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import { createBasketItem } from '../factories/orders.ts';
import { createAddAction, createQueuedAddRow } from '../factories/outbox.ts';
import { answeringProbe } from './helpers/probe.ts';

/**
 * What wakes the drainer (docs/offline.md#outbox-rule-5-when-the-drainer-runs): start, 'online', the page becoming visible, the service worker's
 * Background Sync message (DRAIN_OUTBOX), the seller's Retry and a new tap; and, offline, the Background Sync
 * registration that lets Chromium wake the worker later. Rows are written straight to the table (no signal), so
 * only the trigger under test can send them. One started scheduler for the whole file, as in a page.
 */
const sent: string[] = [];
const worker = Object.assign(new EventTarget(), {
  registration: { sync: { register: vi.fn(async (_tag: string) => undefined) } },
  getRegistration: vi.fn(async () => worker.registration),
});
let online = true;

function quietlyQueue(
  overrides: Partial<Pick<OutboxRow, 'attempts' | 'nextAttemptAt' | 'state' | 'lastError' | 'unreached' | 'triedAt'>> = {},
): Promise<string> {
  const row = createQueuedAddRow({ ...createAddAction(), ...overrides });
  return db.outbox.add(row).then(() => row.opId);
}

const wasSent = (opId: string) => waitFor(() => expect(sent).toContain(opId));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  Object.defineProperty(navigator, 'onLine', { get: () => online, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      answeringProbe(async (_input, init) => {
        sent.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
        const body = { success: true, message: 'Quote submitted successfully!', item: createBasketItem(), itemCount: 1 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    ),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'onLine');
});
beforeEach(async () => {
  online = true;
  await db.outbox.clear();
});

describe('drain triggers', () => {
  it('at start: rows left from an earlier visit are sent', async () => {
    const opId = await quietlyQueue();
    startOutboxSync();
    await wasSent(opId);
  });

  it("on 'online': a backoff that grew with no signal ends and the row goes at once", async () => {
    const opId = await quietlyQueue({ attempts: 5, unreached: true, nextAttemptAt: Date.now() + 60 * 60 * 1000 });
    window.dispatchEvent(new Event('online'));
    await wasSent(opId);
  });

  it('a row tried moments ago is not sent again on every returning signal: it waits until 10 s after that try', async () => {
    // An outside review: when only the add got no answer while the reachability probe was answered, each answer
    // ended the row's backoff and it was sent again about once a second (7 times in 6 s).
    const hour = Date.now() + 60 * 60 * 1000;
    const recent = await quietlyQueue({ attempts: 3, unreached: true, triedAt: Date.now() - 1_000, nextAttemptAt: hour });
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await db.outbox.get({ opId: recent }))?.nextAttemptAt).toBeLessThan(hour));
    const row = await db.outbox.get({ opId: recent });
    expect(row!.nextAttemptAt).toBe(row!.triedAt! + 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).not.toContain(recent);
    await db.outbox.clear();

    // Tried 9.8 s ago: due 0.2 s after the signal, with no other event (never tried: at once, the case above).
    const nearly = await quietlyQueue({ attempts: 3, unreached: true, triedAt: Date.now() - 9_800, nextAttemptAt: hour });
    window.dispatchEvent(new Event('online'));
    await wasSent(nearly);
  });

  it('when the page becomes visible again', async () => {
    const opId = await quietlyQueue();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await wasSent(opId);
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it("on the service worker's DRAIN_OUTBOX message (Background Sync wake-up)", async () => {
    const opId = await quietlyQueue();
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'DRAIN_OUTBOX' } }));
    await wasSent(opId);
  });

  it("on the seller's Retry of a failed row, with the same opId", async () => {
    const opId = await quietlyQueue({ state: 'failed', attempts: 1, lastError: 'Your basket is full.' });
    await retryAction(opId);
    await wasSent(opId);
  });

  it('on a new tap', async () => {
    const opId = await enqueue(createAddAction());
    await wasSent(opId);
  });
});

describe('Background Sync registration', () => {
  it('offline, a tap registers the outbox tag (nothing is sent); back online the row goes', async () => {
    online = false;
    worker.registration.sync.register.mockClear();
    const opId = await enqueue(createAddAction());
    await waitFor(() => expect(worker.registration.sync.register).toHaveBeenCalledWith('qmt-outbox'));
    expect(sent).not.toContain(opId);
    online = true;
    window.dispatchEvent(new Event('online'));
    await wasSent(opId);
  });

  it('online with rows waiting on a backoff, nothing is registered (Chromium would fire it at once, ending the backoff)', async () => {
    worker.registration.sync.register.mockClear();
    await quietlyQueue({ attempts: 1, nextAttemptAt: Date.now() + 60 * 60 * 1000 });
    await requestDrain();
    expect(await db.outbox.count()).toBe(1);
    expect(worker.registration.sync.register).not.toHaveBeenCalled();
  });
});
