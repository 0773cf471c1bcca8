import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../server/services/auth/passwords.ts';

describe('password hashes are queued (concurrencyLimit)', () => {
  it('runs at most the given number at once, the rest in arrival order, and a failure frees its slot', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, () => {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const results = gates.map((gate, index) =>
      limit(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        if (index === 1) throw new Error('hash failed');
        return index;
      }),
    );
    const outcomes = Promise.allSettled(results);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const settled = await outcomes;
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
