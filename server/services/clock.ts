/** Where the server reads the time for every deadline: tests pass a clock they move, instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const dayMs = 24 * 60 * 60 * 1000;

/** `days` calendar days after `from` (a day is 24 hours; the deadlines are counted from an instant). */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * dayMs);
}
