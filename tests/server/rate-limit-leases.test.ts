import { describe, expect, it } from 'vitest';
import { createLeasedCounters, prefetchCap, type Claim } from '../../server/services/rate-limits/leased-counters.ts';

/**
 * The shared store as PostgreSQL keeps it (one row a key: count and window end, restarted once ended), answering
 * each claim after a few turns of the event loop, and a clock the test moves. Each `process` is one server
 * process's counters on that store.
 */
function sharedStore() {
  let now = 1_000_000;
  const rows = new Map<string, { count: number; resetAt: number }>();
  let claims = 0;
  const later = (turns: number) =>
    new Promise<void>((resolve) => (turns === 0 ? setImmediate(resolve) : setImmediate(() => void later(turns - 1).then(resolve))));
  const claim: Claim = async (key, units, windowMs) => {
    claims += 1;
    await later(claims % 3);
    const row = rows.get(key);
    if (!row || row.resetAt <= now) rows.set(key, { count: units, resetAt: now + windowMs });
    else row.count += units;
    const after = rows.get(key)!;
    return { count: after.count, ttl: after.resetAt - now };
  };
  return {
    process: () => createLeasedCounters(claim, () => now),
    claims: () => claims,
    count: (key: string) => rows.get(key)?.count ?? 0,
    advance: (ms: number) => (now += ms),
  };
}

const window = 60_000;

describe('rate-limit counters leased from the shared store', () => {
  it('requests one at a time, alternating between two processes, are counted exactly, one claim each', async () => {
    const store = sharedStore();
    const [a, b] = [store.process(), store.process()];
    const seen = [];
    for (const counters of [a, b, a, b, a, b]) seen.push((await counters.incr('k', window, 300)).current);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.claims()).toBe(6);
    expect(store.count('k')).toBe(6);
  });

  it('a burst over three processes never admits more than the limit, and costs far fewer claims than requests', async () => {
    const store = sharedStore();
    const processes = [store.process(), store.process(), store.process()];
    const max = 3_000;
    const requests = 9_000;
    // Bursts of 30 at once per process, as a loaded server sees them, one burst after another.
    const admitted: number[] = [];
    for (let sent = 0; sent < requests; sent += 90) {
      const replies = await Promise.all(Array.from({ length: 90 }, (_, index) => processes[index % 3]!.incr('seller', window, max)));
      for (const reply of replies) if (reply.current <= max) admitted.push(reply.current);
    }
    expect(admitted.length).toBeLessThanOrEqual(max);
    // Refused early by at most what the other two processes claimed ahead and did not use.
    expect(admitted.length).toBeGreaterThanOrEqual(max - 2 * prefetchCap(max));
    // Every admitted request holds its own place in the window.
    expect(new Set(admitted).size).toBe(admitted.length);
    expect(store.claims()).toBeLessThan(requests / 10);
  });

  it('places claimed in a window that has ended are not used in the next one', async () => {
    const store = sharedStore();
    const [a, b] = [store.process(), store.process()];
    const max = 640;
    const burst = (counters: typeof a, n: number) => Promise.all(Array.from({ length: n }, () => counters.incr('k', window, max)));
    // a gets busy and claims places ahead; the window then ends at the store.
    await burst(a, 40);
    await burst(a, 40);
    store.advance(window);
    // In the new window, a's requests are counted anew: what both processes admit stays within the limit.
    const replies = [...(await burst(b, 400)), ...(await burst(a, 400)), ...(await burst(b, 400))];
    const admitted = replies.filter((reply) => reply.current <= max).length;
    expect(admitted).toBeLessThanOrEqual(max);
    expect(admitted).toBeGreaterThanOrEqual(max - prefetchCap(max));
    expect(store.count('k')).toBeGreaterThanOrEqual(admitted);
  });

  it('refuses without a claim once the store has counted the limit, until the window ends', async () => {
    const store = sharedStore();
    const counters = store.process();
    for (let n = 1; n <= 3; n += 1) expect((await counters.incr('k', window, 3)).current).toBe(n);
    expect((await counters.incr('k', window, 3)).current).toBe(4);
    const claims = store.claims();
    const refused = await counters.incr('k', window, 3);
    expect(refused.current).toBeGreaterThan(3);
    expect(refused.ttl).toBeGreaterThan(0);
    expect(store.claims()).toBe(claims);
    store.advance(window);
    expect((await counters.incr('k', window, 3)).current).toBe(1);
  });

  it('limits under 32 never claim ahead: a burst is counted in the store request by request', async () => {
    const store = sharedStore();
    const [a, b] = [store.process(), store.process()];
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? a : b).incr('login', window, 10)));
    expect(replies.filter((reply) => reply.current <= 10)).toHaveLength(10);
    expect(store.count('login')).toBe(40);
  });
});
