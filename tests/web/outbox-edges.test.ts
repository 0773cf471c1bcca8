import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { drainPass, type DrainDeps } from '../../src/offline/outbox/drain.ts';
import { enqueue, requestDrain } from '../../src/offline/outbox/index.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import type { ActionResponse } from '../../src/offline/outbox/send-action.ts';
import { StorageFullError } from '../../src/offline/storage.ts';
import { createBasketItem } from '../factories/orders.ts';
import { createAddAction, createDraft } from '../factories/outbox.ts';
import { answeringProbe, notProbes } from './helpers/probe.ts';
import { installWebLocks } from './helpers/web-locks.ts';

/**
 * The outbox's edges that the mutation run (npm run test:mutation -- outbox) found unguarded: each test names
 * what a seller or another tab would see go wrong.
 */
const device = { id: 41, device_name: 'Pixel 7', brand: 'Google', device_type: 'phone' as const, image_url: '/d/41.webp' };
const addFor41 = () => createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} }, label: 'Pixel 7' });

function deps(send: (row: OutboxRow) => Promise<ActionResponse>, clock = 1_000_000): DrainDeps {
  return { now: () => clock, random: () => 0.5, online: () => true, send };
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('drainPass edges', () => {
  it('a row whose backoff ends this very millisecond is sent now, not put off again', async () => {
    const sent: string[] = [];
    await enqueue(createAddAction({ label: 'due' }));
    await db.outbox.toCollection().modify({ nextAttemptAt: 1_000_000 });
    const outcome = await drainPass(deps(async (row) => (sent.push(row.label), { itemCount: 1, price: 10 })));
    expect(sent).toEqual(['due']);
    expect(outcome).toEqual({ nextWakeAt: null, pending: 0 });
  });

  it('while its request is on the way the row reads "sending" (the status line says Sending...)', async () => {
    const seen: (string | undefined)[] = [];
    await enqueue(createAddAction());
    await drainPass(
      deps(async (row) => {
        seen.push((await db.outbox.get(row.seq!))?.state);
        return { itemCount: 1, price: 10 };
      }),
    );
    expect(seen).toEqual(['sending']);
  });

  it('a confirmed removal leaves no row and no result for the seller to dismiss', async () => {
    await enqueue({ type: 'remove-from-basket', payload: { itemId: 3 }, label: 'iPhone 13' });
    await drainPass(deps(async () => ({ itemCount: 0, price: null })));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncResults.count()).toBe(0);
  });

  it("a confirmed add keeps the seller's newer quote for the same device", async () => {
    await enqueue(addFor41(), { draft: createDraft(device) });
    // The seller quoted the same phone again (other answers) while the first add was still queued.
    await db.drafts.put(createDraft(device, { price: 55, answers: { 'Does it power on?': 'No' } }));
    await drainPass(deps(async () => ({ itemCount: 1, price: 100 })));
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'priced', price: 55 });
  });
});

describe('enqueue edges', () => {
  it('a second tab adding the same queued draft follows the row already queued: one row, one item (an outside review)', async () => {
    const first = await enqueue(addFor41(), { draft: createDraft(device) });
    // Tab B resumed the same draft before tab A queued it, and taps Add to Basket with it.
    const second = await enqueue(addFor41(), { draft: createDraft(device) });
    expect(second).toBe(first);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'queued', opId: first });
  });

  it('the same phone quoted again while its first add waits is a second row (a seller with two)', async () => {
    await enqueue(addFor41(), { draft: createDraft(device) });
    await db.drafts.put(createDraft(device, { price: 55 }));
    await enqueue(addFor41(), { draft: createDraft(device, { price: 55 }) });
    expect(await db.outbox.count()).toBe(2);
  });

  it('a failure that is not a full disk is not reported as "storage full"', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new DOMException('The database connection is closing.', 'InvalidStateError'));
    const failure = await enqueue(createAddAction()).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(StorageFullError);
    expect(failure).toMatchObject({ name: 'InvalidStateError' });
  });
});

describe('the cross-tab lock', () => {
  it('waits while another tab, of this or any other app version, holds "qmt-outbox"', async () => {
    const { locks, uninstall } = installWebLocks();
    try {
      const fetch = vi.fn(
        answeringProbe(
          async () =>
            new Response(JSON.stringify({ success: true, message: 'Quote submitted successfully!', item: createBasketItem(), itemCount: 1 }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      vi.stubGlobal('fetch', fetch);
      await enqueue(createAddAction());
      let release!: () => void;
      let drained!: Promise<void>;
      const otherTab = locks.request('qmt-outbox', async () => {
        drained = requestDrain();
        // Time for a drainer that ignored the lock to reach the server.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(fetch).not.toHaveBeenCalled();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await vi.waitFor(() => expect(release).toBeDefined());
      release();
      await otherTab;
      await drained;
      expect(notProbes(fetch.mock.calls)).toHaveLength(1);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      uninstall();
    }
  });
});

describe('Retry-After edges', () => {
  it('an unreadable Retry-After ("Infinity") is ignored: the row waits its usual first backoff, not 5 minutes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, message: 'Busy.' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': 'Infinity' },
          }),
      ),
    );
    await enqueue(createAddAction());
    const before = Date.now();
    await requestDrain();
    const after = Date.now();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    // The first step: between half a second and a second.
    expect(row!.nextAttemptAt).toBeGreaterThanOrEqual(before + 500);
    expect(row!.nextAttemptAt).toBeLessThanOrEqual(after + 1000);
  });
});
