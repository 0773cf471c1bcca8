import type { Clock } from '@server/services/clock.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A clock the test moves (deadlines are checked without waiting): starts at the real time. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock & { advanceDays(days: number): void; advanceMs(ms: number): void } = {
    now: () => new Date(now),
    advanceDays(days) {
      now += days * dayMs;
    },
    advanceMs(ms) {
      now += ms;
    },
  };
  return clock;
}
