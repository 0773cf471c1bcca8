// The browser's IndexedDB, for the outbox's Dexie tables, before anything opens the database.
import 'fake-indexeddb/auto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '../../src/contract/index.ts';
import { db } from '../../src/offline/db.ts';
import { drainPass } from '../../src/offline/outbox/drain.ts';
import { discardAction, enqueue } from '../../src/offline/outbox/index.ts';
import { sendAction } from '../../src/offline/outbox/send-action.ts';
import { basketItems } from '../../server/db/schema/index.ts';
import { findBasket } from '../../server/services/basket/basket-owner.ts';
import { nextAddress } from './helpers/accounts.ts';
import { answerAll, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

/** mulberry32: a small seeded generator, so a failing run can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seed = Number(process.env.SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const actions = 1000;
// A basket holds at most 20 items: each visitor queues 20 actions, then the next visitor starts.
const perVisitor = 20;

describe(`outbox drainer against the real server with faults injected (SYNC_SEED=${seed})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const requests: QuoteRequest[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const pick = random(seed ^ 0x5eed);
    for (const name of ['iPhone 13', 'Samsung Galaxy S23', 'Pixel 8', 'iPad Air 11-inch (M2)', 'Apple Watch Series 9']) {
      const found = await fetchQuestions(t.app, name).catch(() => null);
      if (!found) continue;
      for (const quoteType of ['standard', 'advanced'] as const) {
        for (let i = 0; i < 4; i += 1) {
          const selected_answers = answerAll(
            questionList(found.questions, quoteType),
            (_q, offered) => offered[Math.floor(pick() * offered.length)]!,
          );
          requests.push({ deviceId: found.deviceId, quoteType, selected_answers });
        }
      }
    }
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('the server holds exactly the acknowledged actions, in order: none lost, none doubled', { timeout: 600_000 }, async () => {
    expect(requests.length).toBeGreaterThan(8);
    const rng = random(seed);
    const faults = { dropBefore: 0, dropAfter: 0, serverError: 0, duplicate: 0, refused: 0 };
    let cookie: string | null = null;
    // Each visitor is its own phone (the basket add's per-address rate limit is real, the clock here is not).
    let address = nextAddress();

    const inject = async (url: string, init: RequestInit) => {
      const response = await t.app.inject({
        method: (init.method ?? 'GET') as 'POST',
        url,
        remoteAddress: address,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
        ...(cookie ? { cookies: { qmt_basket: cookie } } : {}),
      });
      const set = response.cookies.find((c) => c.name === 'qmt_basket');
      return { response, set };
    };
    // fetch as the browser would see it, through a network that fails in the ways docs/offline.md lists.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const roll = rng();
      if (roll < 0.1) {
        faults.dropBefore += 1;
        throw new TypeError('Failed to fetch');
      }
      if (roll < 0.15) {
        faults.serverError += 1;
        return new Response(JSON.stringify({ success: false, message: 'Something went wrong. Please try again.' }), { status: 500 });
      }
      if (roll < 0.2) {
        // A proxy sent it twice at once: both reach the server, the first answer comes back.
        faults.duplicate += 1;
        const [first] = await Promise.all([inject(String(input), init), inject(String(input), init)]);
        if (first.set) cookie = first.set.value;
        return new Response(first.response.body, { status: first.response.statusCode });
      }
      const { response, set } = await inject(String(input), init);
      if (roll < 0.3) {
        // The server committed; the reply (and its cookie) never arrived.
        faults.dropAfter += 1;
        throw new TypeError('Failed to fetch');
      }
      if (set) cookie = set.value;
      return new Response(response.body, { status: response.statusCode, headers: { 'Content-Type': 'application/json' } });
    });

    let clock = Date.now();
    const deps = { send: sendAction, now: () => clock, random: rng, online: () => true };
    let sent = 0;
    for (let visitor = 0; sent < actions; visitor += 1) {
      cookie = null;
      address = nextAddress();
      await db.outbox.clear();
      const queued: { opId: string; request: QuoteRequest }[] = [];
      for (let i = 0; i < perVisitor && sent < actions; i += 1, sent += 1) {
        const base = requests[Math.floor(rng() * requests.length)]!;
        // About 1 in 25 is refused by the server (an answer its question set does not have).
        const refused = rng() < 0.04;
        const request = refused
          ? { ...base, selected_answers: { ...base.selected_answers, [Object.keys(base.selected_answers)[0]!]: 'Not an answer' } }
          : base;
        queued.push({ opId: await enqueue({ type: 'add-to-basket', payload: request, label: `action ${sent}`, estimate: null }), request });
      }
      const acknowledged: QuoteRequest[] = [];
      for (let pass = 0; pass < 500; pass += 1) {
        const outcome = await drainPass(deps);
        for (const failed of await db.outbox.where('state').equals('failed').toArray()) {
          faults.refused += 1;
          await discardAction(failed.opId);
        }
        if (outcome.pending === 0 && (await db.outbox.count()) === 0) break;
        if (outcome.nextWakeAt !== null) clock = Math.max(clock, outcome.nextWakeAt);
      }
      expect(
        await db.outbox.count(),
        `seed ${seed}: visitor ${visitor} still has queued rows: ${JSON.stringify((await db.outbox.limit(2).toArray()).map((r) => [r.state, r.attempts, r.lastError]))}`,
      ).toBe(0);
      for (const { opId, request } of queued) if (await db.syncResults.get(opId)) acknowledged.push(request);

      const basketId = cookie ? ((await findBasket(t.database.db, { kind: 'visitor', token: cookie }))?.id ?? null) : null;
      const stored =
        basketId === null
          ? []
          : await t.database.db.select().from(basketItems).where(eq(basketItems.basketId, basketId)).orderBy(asc(basketItems.id));
      const onServer = stored.map((item) => ({ deviceId: item.deviceId, quoteType: item.quoteType, selected_answers: item.selectedAnswers }));
      expect(onServer, `seed ${seed}: visitor ${visitor}'s basket differs from the acknowledged actions`).toEqual(acknowledged);
      await db.syncResults.clear();
    }
    expect(sent).toBe(actions);
    // The run exercised every fault.
    for (const [fault, count] of Object.entries(faults)) expect(count, `seed ${seed}: no ${fault} fault happened`).toBeGreaterThan(0);
  });
});
