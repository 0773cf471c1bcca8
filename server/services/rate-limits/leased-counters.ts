/** What the shared store answers to a claim: the window's count after it, and the milliseconds left in the window. */
export interface Claimed {
  count: number;
  ttl: number;
}

/** Adds `units` to the key's count in the shared store (restarting an ended window) in one statement. */
export type Claim = (key: string, units: number, windowMs: number) => Promise<Claimed>;

export interface Counted {
  /** This request's place in the window: above the limit means refused (the plugin's reading). */
  current: number;
  ttl: number;
}

interface Waiter {
  resolve(counted: Counted): void;
  reject(error: Error): void;
}

interface KeyState {
  /** Units this process claimed and has not handed out yet, as ranges of their places in the window. */
  pool: { next: number; last: number }[];
  /** The window's count as the store last answered it (0 when unknown). */
  seen: number;
  /** Local time by which the store's window has certainly ended: the claim's send time plus the ttl it answered. */
  resetAt: number;
  waiting: Waiter[];
  claiming: boolean;
  /** Requests for the key that arrived while the current claim was under way, and during the last one. */
  arrivals: number;
  demand: number;
}

/**
 * The most a process prefetches for one key: a thirty-second of the limit, at most 256. Limits under 32 (the
 * sign-in, reset and verification limits) never prefetch: each request is counted in the store one by one.
 */
export function prefetchCap(max: number): number {
  return Math.min(256, Math.floor(max / 32));
}

/**
 * A rate-limit counter shared by several processes through one store, without a round trip per request
 * (docs/decisions/150-rate-limits-leased-from-postgresql.md). Each process claims places in the key's window from
 * the store in advance and hands them out locally:
 * - requests that find no claimed place wait for the next claim, and every request waiting then shares ONE claim;
 * - when requests came in while the last claim was under way (the key is busy here), the next claim also takes
 *   twice that many places ahead (so that the process never holds more than `prefetchCap(max)` unused, and at most
 *   half of what the window had left), and a new claim goes out before they run out;
 * - once the store's count has reached the limit, the window's further requests are refused here without a
 *   round trip until the window has certainly ended.
 * Every place handed out was counted in the store first, so the processes together never admit more than `max` in
 * a window. What claiming ahead costs is the other way: places one process holds and does not use are not
 * available to the others, so a seller can be refused up to (processes - 1) x prefetchCap(max) requests early.
 * Requests one at a time (nothing arrives during a claim) claim exactly one place each: the count is exact.
 */
export function createLeasedCounters(claim: Claim, clock: () => number = Date.now) {
  const states = new Map<string, KeyState>();
  let sweptAt = clock();

  const stateOf = (key: string): KeyState => {
    let state = states.get(key);
    if (!state) {
      state = { pool: [], seen: 0, resetAt: 0, waiting: [], claiming: false, arrivals: 0, demand: 0 };
      states.set(key, state);
    }
    return state;
  };

  const take = (state: KeyState): number | undefined => {
    const range = state.pool[0];
    if (!range) return undefined;
    const place = range.next;
    range.next += 1;
    if (range.next > range.last) state.pool.shift();
    return place;
  };

  const held = (state: KeyState) => state.pool.reduce((sum, range) => sum + range.last - range.next + 1, 0);

  function send(key: string, state: KeyState, windowMs: number, max: number): void {
    const batch = state.waiting.splice(0);
    const room = Math.max(0, Math.floor((max - state.seen - batch.length) / 2));
    // What this process holds unused never passes the cap: that is the most the others can be refused early by.
    const ahead = Math.max(0, Math.min(prefetchCap(max) - held(state), 2 * state.demand, room));
    const units = batch.length + ahead;
    if (units === 0) return;
    state.claiming = true;
    state.arrivals = 0;
    const sentAt = clock();
    claim(key, units, windowMs).then(
      ({ count, ttl }) => {
        state.claiming = false;
        state.demand = state.arrivals;
        const first = count - units + 1;
        // Places left from a window that has ended are void (the store's new window does not count them).
        if (first === 1 || clock() >= state.resetAt) state.pool = [];
        state.seen = count;
        state.resetAt = sentAt + ttl;
        batch.forEach((waiter, index) => waiter.resolve({ current: first + index, ttl }));
        if (ahead > 0) state.pool.push({ next: first + batch.length, last: count });
        serveWaiting(key, state, windowMs, max);
      },
      (error: unknown) => {
        state.claiming = false;
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const waiter of batch) waiter.reject(failure);
        serveWaiting(key, state, windowMs, max);
      },
    );
  }

  /** Requests that arrived during a claim: served from what it brought, the rest in the next claim. */
  function serveWaiting(key: string, state: KeyState, windowMs: number, max: number): void {
    const now = clock();
    while (state.waiting.length > 0) {
      const place = take(state);
      if (place === undefined) break;
      state.waiting.shift()!.resolve({ current: place, ttl: Math.max(0, state.resetAt - now) });
    }
    if (state.waiting.length > 0) send(key, state, windowMs, max);
  }

  function sweep(now: number): void {
    sweptAt = now;
    for (const [key, state] of states) if (now >= state.resetAt && !state.claiming && state.waiting.length === 0) states.delete(key);
  }

  return {
    incr(key: string, windowMs: number, max: number): Promise<Counted> {
      const now = clock();
      if (now - sweptAt > 60_000) sweep(now);
      const state = stateOf(key);
      if (now >= state.resetAt) {
        state.pool = [];
        state.seen = 0;
      }
      if (state.claiming) state.arrivals += 1;
      const place = take(state);
      if (place !== undefined) {
        // Claim again before the places run out: about one claim's worth of requests is left.
        if (!state.claiming && held(state) <= state.demand) send(key, state, windowMs, max);
        return Promise.resolve({ current: place, ttl: Math.max(0, state.resetAt - now) });
      }
      // The store has counted the limit already: every later place in this window is above it.
      if (state.seen >= max && now < state.resetAt) return Promise.resolve({ current: state.seen + 1, ttl: state.resetAt - now });
      return new Promise<Counted>((resolve, reject) => {
        state.waiting.push({ resolve, reject });
        if (!state.claiming) send(key, state, windowMs, max);
      });
    },
    /** Keys with state in this process (tests). */
    size: () => states.size,
  };
}

export type LeasedCounters = ReturnType<typeof createLeasedCounters>;
