import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export interface Window {
  max: number;
  /** Milliseconds. A window ends on its own, so the real owner is never locked out for good. */
  windowMs: number;
}

export interface AccountLimits {
  /** Per client address, whatever account it names (password spraying); scaled by RATE_LIMIT_SCALE. */
  perAddress: Window;
  /** Per account and address pair: stops one client guessing one account, and locks out no one else. */
  perPair?: Window;
  /** Per account over every address: a slower ceiling against guessing spread over many addresses; never scaled. */
  perAccount?: Window;
  /** The account key of a request (after body validation), or undefined when it names none. */
  account: (request: FastifyRequest) => string | undefined;
  /** The request comes from a browser the account's owner has used (known-devices.ts): the ceiling is skipped. */
  knownDevice?: (request: FastifyRequest) => Promise<boolean>;
}

const minute = 60 * 1000;

/**
 * Limits of the calls an attacker would hammer (ASVS 5.0 6.3.1): generous for people, tight for scripts. A
 * stranger must not be able to lock the owner out (issue 13): what one address does to one account is capped per
 * pair, so the owner signing in (or asking for a reset) from their own address still gets through; the per-account
 * ceiling is an order of magnitude higher, reached only by guessing spread over many addresses.
 */
export const authLimits = {
  login: {
    perAddress: { max: 30, windowMs: 15 * minute },
    perPair: { max: 10, windowMs: 15 * minute },
    perAccount: { max: 100, windowMs: 60 * minute },
  },
  register: {
    perAddress: { max: 10, windowMs: 60 * minute },
    perPair: { max: 5, windowMs: 60 * minute },
    perAccount: { max: 20, windowMs: 60 * minute },
  },
  requestReset: {
    perAddress: { max: 10, windowMs: 15 * minute },
    perPair: { max: 3, windowMs: 15 * minute },
    perAccount: { max: 10, windowMs: 60 * minute },
  },
  resetPassword: { perAddress: { max: 10, windowMs: 15 * minute } },
  verification: {
    perAddress: { max: 10, windowMs: 15 * minute },
    perPair: { max: 3, windowMs: 15 * minute },
    perAccount: { max: 10, windowMs: 60 * minute },
  },
  verifyLink: { perAddress: { max: 30, windowMs: 15 * minute } },
} satisfies Record<string, Omit<AccountLimits, 'account'>>;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A preHandler counting the request against up to three windows (per address, per account and address pair, per
 * account) on @fastify/rate-limit's store. Route-level `config.rateLimit` hooks cannot do this: the plugin runs
 * only the first limiter a request meets. Answers 429 with a message and Retry-After when one is exhausted.
 */
export function accountRateLimit(app: FastifyInstance, name: string, limits: AccountLimits) {
  const scale = app.config.RATE_LIMIT_SCALE;
  const byAddress = app.createRateLimit({
    max: limits.perAddress.max * scale,
    timeWindow: limits.perAddress.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byPair =
    limits.perPair &&
    app.createRateLimit({
      max: limits.perPair.max,
      timeWindow: limits.perPair.windowMs,
      keyGenerator: (request) => `${name}:pair:${request.ip}:${limits.account(request) ?? ''}`,
    });
  const ceiling =
    limits.perAccount &&
    app.createRateLimit({
      max: limits.perAccount.max,
      timeWindow: limits.perAccount.windowMs,
      keyGenerator: (request) => `${name}:account:${limits.account(request) ?? ''}`,
    });
  return async function rateLimitPreHandler(request: FastifyRequest, reply: { header(name: string, value: number): unknown }) {
    const named = limits.account(request) !== undefined;
    const owner = named && ceiling && limits.knownDevice ? await limits.knownDevice(request) : false;
    const checks = [byAddress, ...(named ? [byPair] : []), ...(named && !owner ? [ceiling] : [])].filter((check) => check !== undefined);
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', result.ttlInSeconds);
        throw new HttpError(429, tooManyAttemptsMessage(result.ttlInSeconds));
      }
    }
  };
}
