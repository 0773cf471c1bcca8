import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../src/lib/api/call-api.ts';
import { db } from '../../src/offline/db.ts';
import { retryCapMs, retryDelay } from '../../src/offline/outbox/backoff.ts';
import { drainPass, type DrainDeps } from '../../src/offline/outbox/drain.ts';
import { discardAction, enqueue, retryAction } from '../../src/offline/outbox/index.ts';
import { endNetworkBackoff, settleQueuedDraft } from '../../src/offline/outbox/manage.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import type { ActionResponse } from '../../src/offline/outbox/send-action.ts';
import { StorageFullError } from '../../src/offline/storage.ts';
import { createAddAction, createDraft } from '../factories/outbox.ts';

const device = { id: 7, device_name: 'iPhone 13', brand: 'Apple', device_type: 'phone' as const, image_url: '/d/7.webp' };

/** A drainer whose clock the test moves and whose server is a script of answers per try. */
function harness(answer: (row: OutboxRow, attempt: number) => ActionResponse | Error) {
  let clock = 1_000_000;
  const sent: { opId: string; label: string }[] = [];
  const tries = new Map<string, number>();
  const deps: DrainDeps = {
    now: () => clock,
    random: () => 0.5,
    online: () => true,
    async send(row) {
      sent.push({ opId: row.opId, label: row.label });
      const attempt = (tries.get(row.opId) ?? 0) + 1;
      tries.set(row.opId, attempt);
      const result = answer(row, attempt);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { deps, sent, advance: (ms: number) => (clock += ms) };
}

const ok: ActionResponse = { itemCount: 1, price: 100 };

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
});

describe('enqueue (the tap)', () => {
  it('writes the row and the queued draft in one transaction, with a fresh UUID opId', async () => {
    const opId = await enqueue(createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} } }), {
      draft: createDraft(device),
    });
    expect(opId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ opId, state: 'queued', attempts: 0, lastError: null });
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'queued', opId });
  });

  it('out of space: StorageFullError, and neither the row nor the draft change is kept', async () => {
    await db.drafts.put(createDraft(device));
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(enqueue(createAddAction(), { draft: createDraft(device) })).rejects.toBeInstanceOf(StorageFullError);
    put.mockRestore();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'priced' });
    expect((await db.drafts.get(device.id))?.opId).toBeUndefined();
  });
});

describe('drainPass', () => {
  it('sends in tap order; a network error holds the head row (and those behind it) with the same opId', async () => {
    let down = true;
    const h = harness((row) => (row.label === 'B' && down ? new NetworkError(new TypeError('Failed to fetch')) : ok));
    for (const label of ['A', 'B', 'C']) await enqueue(createAddAction({ label }));
    const first = await drainPass(h.deps);
    expect(h.sent.map((s) => s.label)).toEqual(['A', 'B']);
    expect(first.pending).toBe(2);
    const waiting = (await db.outbox.orderBy('seq').toArray())[0]!;
    expect(waiting).toMatchObject({ label: 'B', state: 'queued', attempts: 1 });
    expect(first.nextWakeAt).toBe(waiting.nextAttemptAt);

    // Too early: nothing is sent.
    await drainPass(h.deps);
    expect(h.sent).toHaveLength(2);
    down = false;
    h.advance(retryCapMs);
    expect(await drainPass(h.deps)).toEqual({ nextWakeAt: null, pending: 0 });
    expect(h.sent.map((s) => s.label)).toEqual(['A', 'B', 'B', 'C']);
    expect(h.sent[1]!.opId).toBe(h.sent[2]!.opId);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([408, 409, 429, 500, 503])('retries a %i later', async (status) => {
    const h = harness((_row, attempt) => (attempt === 1 ? new ApiError(status, 'busy') : ok));
    await enqueue(createAddAction());
    await drainPass(h.deps);
    expect(await db.outbox.count()).toBe(1);
    h.advance(retryCapMs);
    await drainPass(h.deps);
    expect(await db.outbox.count()).toBe(0);
  });

  it("stops a row on another 4xx with the server's message; later rows still go; Retry sends it again", async () => {
    let full = true;
    const h = harness((row) => (row.label === 'A' && full ? new ApiError(400, 'Your basket is full.') : ok));
    await enqueue(createAddAction({ label: 'A' }));
    await enqueue(createAddAction({ label: 'B' }));
    await drainPass(h.deps);
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ label: 'A', state: 'failed', lastError: 'Your basket is full.' });
    expect(h.sent.map((s) => s.label)).toEqual(['A', 'B']);

    full = false;
    await retryAction(failed!.opId);
    await drainPass(h.deps);
    expect(await db.outbox.count()).toBe(0);
    expect(h.sent.at(-1)!.opId).toBe(failed!.opId);
  });

  it('a 4xx with no message reads "Failed to add to basket."; Discard removes only a failed row and frees its draft', async () => {
    const h = harness(() => new ApiError(400, undefined));
    const action = createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} } });
    const opId = await enqueue(action, { draft: createDraft(device) });
    await drainPass(h.deps);
    expect(await db.outbox.get({ opId })).toMatchObject({ state: 'failed', lastError: 'Failed to add to basket.' });
    await discardAction(opId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'priced', step: 'price' });

    const queued = await enqueue(createAddAction());
    await discardAction(queued);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a removal the server refuses is dropped silently (section 8)', async () => {
    const h = harness(() => new ApiError(404, 'Not found'));
    await enqueue({ type: 'remove-from-basket', payload: { itemId: 3 }, label: 'iPhone 13' });
    await drainPass(h.deps);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a row left "sending" by a closed tab is sent again with its opId', async () => {
    const opId = await enqueue(createAddAction());
    await db.outbox.where('opId').equals(opId).modify({ state: 'sending' });
    const h = harness(() => ok);
    await drainPass(h.deps);
    expect(h.sent).toEqual([expect.objectContaining({ opId })]);
  });

  it("a returning connection ends a backoff that grew with no signal, but keeps a busy server's", async () => {
    let reachable = false;
    const h = harness((row) =>
      row.label === 'busy' ? new ApiError(503, 'busy') : reachable ? ok : new NetworkError(new TypeError('Failed to fetch')),
    );
    await enqueue(createAddAction({ label: 'dead spot' }));
    for (let i = 0; i < 6; i++) {
      await drainPass(h.deps);
      if (i < 5) h.advance(retryCapMs);
    }
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 6, unreached: true });
    reachable = true;
    // Still inside its backoff (about half a minute by now): nothing goes until the connection is seen back.
    expect(await drainPass(h.deps)).toMatchObject({ pending: 1 });
    expect(h.sent).toHaveLength(6);
    await endNetworkBackoff();
    expect(await drainPass(h.deps)).toEqual({ nextWakeAt: null, pending: 0 });

    await enqueue(createAddAction({ label: 'busy' }));
    const busy = await drainPass(h.deps);
    await endNetworkBackoff();
    expect(await drainPass(h.deps)).toEqual(busy);
  });

  it('waits for the online event when the browser knows it is offline', async () => {
    const h = harness(() => ok);
    await enqueue(createAddAction());
    expect(await drainPass({ ...h.deps, online: () => false })).toEqual({ nextWakeAt: null, pending: 1 });
    expect(h.sent).toHaveLength(0);
  });

  it('on success removes the row and its draft, and keeps the price with the estimate', async () => {
    const h = harness(() => ({ itemCount: 2, price: 88.5 }));
    const opId = await enqueue(
      createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} }, estimate: 92, label: 'iPhone 13' }),
      {
        draft: createDraft(device),
      },
    );
    await drainPass(h.deps);
    expect(await db.drafts.get(device.id)).toBeUndefined();
    expect(await db.syncResults.get(opId)).toMatchObject({ label: 'iPhone 13', estimate: 92, price: 88.5, itemCount: 2 });
  });
});

describe('settleQueuedDraft (the quote page saw its row go)', () => {
  it('confirmed: answers the result even when the page has not seen it yet, and leaves the draft gone', async () => {
    const opId = await enqueue(createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} } }), {
      draft: createDraft(device),
    });
    await drainPass(harness(() => ({ itemCount: 1, price: 90 })).deps);
    expect(await settleQueuedDraft(device.id, opId)).toMatchObject({ result: { opId, price: 90, estimate: 100 } });
    expect(await db.drafts.get(device.id)).toBeUndefined();
  });

  it('cleared with no result: the draft is a priced quote again', async () => {
    const opId = await enqueue(createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} } }), {
      draft: createDraft(device),
    });
    await db.outbox.clear();
    expect(await settleQueuedDraft(device.id, opId)).toMatchObject({ result: null, draft: { status: 'priced', step: 'price' } });
    expect((await db.drafts.get(device.id))?.opId).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('doubles from about a second, jittered between half and all of the step, capped at 5 minutes', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(4, () => 1)).toBe(8000);
    expect(retryDelay(30, () => 1)).toBe(retryCapMs);
    expect(retryDelay(30, () => 0)).toBe(retryCapMs / 2);
    // A server's Retry-After is honoured when longer.
    expect(retryDelay(1, () => 0, 20_000)).toBe(20_000);
  });
});
