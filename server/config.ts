import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalPath = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || existsSync(value), { message: 'file does not exist' });

/** Environment, parsed once at start. A bad value stops start-up naming the key (docs/style.md#3-configuration-is-validated-data). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
        message: 'must be a postgres:// or postgresql:// URL',
      }),
    TLS_CERT: optionalPath,
    TLS_KEY: optionalPath,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DIST_DIR: z.string().min(1).default('./dist'),
    /** smtp:// or smtps:// URL; when unset every e-mail is written as an .eml file under DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^smtps?:\/\//.test(value), { message: 'must be an smtp:// or smtps:// URL' }),
    MAIL_FROM: z.string().min(3).default('QuickMobile Trade <no-reply@quickmobiletrade.co.uk>'),
    SUPPORT_INBOX: z.email().default('support@quickmobiletrade.co.uk'),
    /** The address sellers reach this server at, for links in e-mails; defaults to the listening URL. */
    PUBLIC_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
      .refine((value) => value === undefined || /^https?:\/\/[^/]+$/.test(value), { message: 'must be an origin like https://example.com' }),
    /**
     * Multiplies the per-address limits of the sign-in, registration, reset, verification, questions, quote,
     * basket (add, discounts, checkout) and referral calls (the per-account ones never change): for a test rig,
     * the bench, or an office where many sellers share one address.
     */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Anonymous price checks' quote records are written in one INSERT per window of this many milliseconds, or
     * at once when QUOTE_FLUSH_ROWS are waiting (services/pricing/quote-recorder.ts): what a crash can lose.
     */
    QUOTE_FLUSH_MS: z.coerce.number().int().min(1).max(3_600_000).default(25),
    QUOTE_FLUSH_ROWS: z.coerce.number().int().min(1).max(10_000).default(500),
    /**
     * Checks every reply against its contract schema (http/serializer.ts): on in the server tests; off in
     * production, where replies the server built itself go out as plain JSON.
     */
    CHECK_RESPONSES: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
    /**
     * Behind a proxy or load balancer: which hops to believe about the client's address (X-Forwarded-For), as
     * Fastify's trustProxy takes it: addresses or CIDRs separated by commas (`127.0.0.1,10.0.0.0/8`), `loopback`, or a
     * hop count. Unset: the socket's address, so a client cannot pick the address its rate limits count against.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .transform((value) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : value))
      .refine((value) => value !== 'true' && value !== '*', {
        message: 'must name the proxies (addresses, CIDRs or a hop count), not trust every sender',
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT) !== Boolean(env.TLS_KEY)) {
      ctx.addIssue({ code: 'custom', path: [env.TLS_CERT ? 'TLS_KEY' : 'TLS_CERT'], message: 'TLS_CERT and TLS_KEY must be set together' });
    }
  });

export type Config = z.output<typeof envSchema> & { dataDir: string; distDir: string };

export class ConfigError extends Error {
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${key} ${detail}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    distDir: path.resolve(parsed.data.DIST_DIR),
  };
}
