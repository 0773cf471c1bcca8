import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';

export interface Window {
  max: number;
  /** Milliseconds. A window ends on its own, so the real owner is never locked out for good. */
  windowMs: number;
}

export interface AccountLimits {
  /** Per client address; scaled by RATE_LIMIT_SCALE. */
  perAddress: Window;
  /** Per account (the e-mail address, or the signed-in user); never scaled. */
  perAccount: Window;
  /** The account key of a request (after body validation), or undefined when it names none. */
  account: (request: FastifyRequest) => string | undefined;
}

const minute = 60 * 1000;

/** Limits of the calls an attacker would hammer (ASVS 5.0 6.3.1): generous for people, tight for scripts. */
export const authLimits = {
  login: { perAddress: { max: 30, windowMs: 15 * minute }, perAccount: { max: 10, windowMs: 15 * minute } },
  register: { perAddress: { max: 10, windowMs: 60 * minute }, perAccount: { max: 5, windowMs: 60 * minute } },
  requestReset: { perAddress: { max: 10, windowMs: 15 * minute }, perAccount: { max: 3, windowMs: 15 * minute } },
  resetPassword: { perAddress: { max: 10, windowMs: 15 * minute }, perAccount: { max: 5, windowMs: 15 * minute } },
  verification: { perAddress: { max: 10, windowMs: 15 * minute }, perAccount: { max: 3, windowMs: 15 * minute } },
  verifyLink: { perAddress: { max: 30, windowMs: 15 * minute }, perAccount: { max: 10, windowMs: 15 * minute } },
} satisfies Record<string, Omit<AccountLimits, 'account'>>;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A preHandler counting the request against two windows, per address and per account, on
 * @fastify/rate-limit's store. Two route-level `config.rateLimit` hooks cannot do this: the plugin runs only
 * the first limiter a request meets. Answers 429 with a message and Retry-After when either is exhausted.
 */
export function accountRateLimit(app: FastifyInstance, name: string, limits: AccountLimits) {
  const scale = app.config.RATE_LIMIT_SCALE;
  const byAddress = app.createRateLimit({
    max: limits.perAddress.max * scale,
    timeWindow: limits.perAddress.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: limits.perAccount.max,
    timeWindow: limits.perAccount.windowMs,
    keyGenerator: (request) => `${name}:account:${limits.account(request) ?? ''}`,
  });
  return async function rateLimitPreHandler(request: FastifyRequest, reply: { header(name: string, value: number): unknown }) {
    const checks = [byAddress];
    if (limits.account(request)) checks.push(byAccount);
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', result.ttlInSeconds);
        throw new HttpError(429, tooManyAttemptsMessage(result.ttlInSeconds));
      }
    }
  };
}
