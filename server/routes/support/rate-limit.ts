import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../http/errors.ts';

/** Each form accepts this many submissions per client address in the window (a person retrying is fine, a bot is not). */
export const supportRateLimitMax = 5;
const timeWindow = '10 minutes';

/**
 * Per-route limit for the public forms, keyed on the client's IP address (the plugin's default key; behind a
 * proxy that needs Fastify's trustProxy). Every form has its own counter. The 429 carries a sentence the
 * forms show as the server's message.
 */
export const supportRateLimit: RateLimitOptions = {
  max: supportRateLimitMax,
  timeWindow,
  errorResponseBuilder: (_request, context) =>
    new HttpError(429, `You have sent several requests in a short time. Please try again in ${context.after}.`),
};
