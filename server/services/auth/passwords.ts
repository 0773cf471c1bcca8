import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { validationMessages } from '@/contract/index.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1; ASVS 5.0 11.4.2). The `argon2`
 * package hashes on libuv's thread pool, so a login never blocks the event loop.
 */
const argon2Options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once: one core fewer than the machine has (at least one). libuv's pool has four threads, and
 * four hashes at once on a 2-core server left the request thread a fraction of a core: every other call (and the
 * pool's file writes, queued behind the hashes) waited seconds in the 200-seller load run. Queued here, a burst of
 * sign-ups waits its turn and the rest of the server keeps a core (docs/decisions/131-password-hashes-queued.md).
 */
export const hashSlots = Math.max(1, availableParallelism() - 1);
const queue = concurrencyLimit(hashSlots);

export function hashPassword(password: string): Promise<string> {
  return queue(() => argon2.hash(password, argon2Options));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await queue(() => argon2.verify(hash, password));
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that would tell the account exists.
    return false;
  }
}

/** True when a stored hash uses weaker settings than today's, so it is replaced at the next sign-in. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would for an e-mail with no account, so a sign-in answers equally fast for
 * known and unknown addresses (no enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password: it only makes the timing equal');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Hashes a throwaway value: the work a registration does, for the path that must look like one. */
export async function hashDummy(password: string): Promise<void> {
  await hashPassword(password);
}

/** The server-only rule the contract cannot check in the browser: the commonest passwords are refused. */
export function passwordProblem(password: string): string | null {
  return isCommonPassword(password) ? validationMessages.passwordCommon : null;
}

/** Runs at most `slots` of the given tasks at once, the rest in arrival order. */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
