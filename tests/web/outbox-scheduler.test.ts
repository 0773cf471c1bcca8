import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { enqueue, requestDrain } from '../../src/offline/outbox/index.ts';
import { createBasketItem } from '../factories/orders.ts';
import { createAddAction } from '../factories/outbox.ts';
import { answeringProbe } from './helpers/probe.ts';
import { installWebLocks } from './helpers/web-locks.ts';

/**
 * The scheduler's timing and its cross-tab lock, seen from outside: rows queued with enqueue(), a real fetch
 * answer (status, headers, JSON) for each try, and what was sent and what the row says afterwards.
 */
const fiveMinutes = 5 * 60 * 1000;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const added = () => reply(200, { success: true, message: 'Quote submitted successfully!', item: createBasketItem(), itemCount: 1 });

/** Every request the drainers made, by Idempotency-Key; `answer` decides each reply. */
function stubServer(answer: () => Response | Promise<Response>) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      answeringProbe(async (_input, init) => {
        keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
        return answer();
      }),
    ),
  );
  return keys;
}

async function onlyRow() {
  const rows = await db.outbox.toArray();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('backoff through a real server answer', () => {
  it("honours a 429's Retry-After: the row waits the 120 seconds the server asked for", async () => {
    stubServer(() => reply(429, { success: false, message: 'Too many requests.' }, { 'Retry-After': '120' }));
    await enqueue(createAddAction());
    const before = Date.now();
    await requestDrain();
    const after = Date.now();
    const row = await onlyRow();
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(row.nextAttemptAt).toBeLessThanOrEqual(after + 120_000);
  });

  it("caps a 503's Retry-After of an hour at 5 minutes", async () => {
    stubServer(() => reply(503, { success: false, message: 'Down for maintenance.' }, { 'Retry-After': '3600' }));
    await enqueue(createAddAction());
    const before = Date.now();
    await requestDrain();
    const after = Date.now();
    const { nextAttemptAt } = await onlyRow();
    expect(nextAttemptAt).toBeGreaterThanOrEqual(before + fiveMinutes);
    expect(nextAttemptAt).toBeLessThanOrEqual(after + fiveMinutes);
  });

  it('after many tries with no signal, retries are never more than 5 minutes apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await enqueue(createAddAction());
    await db.outbox.toCollection().modify({ attempts: 29 });
    const before = Date.now();
    await requestDrain();
    const after = Date.now();
    const row = await onlyRow();
    expect(row).toMatchObject({ attempts: 30, unreached: true });
    // Jittered between half and all of the capped step.
    expect(row.nextAttemptAt).toBeGreaterThanOrEqual(before + fiveMinutes / 2);
    expect(row.nextAttemptAt).toBeLessThanOrEqual(after + fiveMinutes);
  });
});

describe('two drainers in one process (two Dexie connections, one Web Lock manager)', () => {
  /** A second "tab": the outbox and its database module loaded afresh, so its own Dexie connection and state. */
  async function openTab() {
    vi.resetModules();
    const outbox = await import('../../src/offline/outbox/index.ts');
    const { db: connection } = await import('../../src/offline/db.ts');
    return { requestDrain: outbox.requestDrain, db: connection };
  }

  it('never send one row twice, however their passes overlap', async () => {
    const { locks, uninstall } = installWebLocks();
    const tabs = [await openTab(), await openTab()];
    try {
      expect(tabs[0]!.db).not.toBe(tabs[1]!.db);
      let peak = 0;
      const keys = stubServer(async () => {
        peak = Math.max(peak, locks.held);
        // The answer takes a moment, as a real one does: long enough for the other tab to start its own pass.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return added();
      });
      const opIds: string[] = [];
      for (let i = 0; i < 6; i++) opIds.push(await enqueue(createAddAction()));

      await Promise.all([tabs[0]!.requestDrain(), tabs[1]!.requestDrain(), tabs[0]!.requestDrain(), tabs[1]!.requestDrain()]);

      expect([...keys].sort()).toEqual([...opIds].sort());
      expect(await db.outbox.count()).toBe(0);
      // And the lock was really held around every request.
      expect(peak).toBe(1);
    } finally {
      for (const tab of tabs) tab.db.close();
      uninstall();
    }
  });
});
