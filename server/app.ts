import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { answerWhatNodeRefuses, clientErrorReply, refuseWithoutHost } from './http/client-error.ts';
import { frameworkErrorReply, HttpError, registerErrorHandler } from './http/errors.ts';
import { tooManyAttemptsMessage } from './http/rate-limits.ts';
import { registerJsonBody } from './http/json-body.ts';
import { quietDisconnectsChildLogger, ServerLogController } from './http/quiet-disconnects.ts';
import { registerApiOnlyNotFound, registerUnknownApiMethods } from './http/not-found.ts';
import { responseSerializer } from './http/serializer.ts';
import { registerStatic } from './http/static.ts';
import csrfGuard from './plugins/csrf.ts';
import idempotency from './plugins/idempotency.ts';
import securityHeaders from './plugins/security-headers.ts';
import sessions from './plugins/session.ts';
import textGuard from './plugins/text-guard.ts';
import { registerRoutes } from './routes/index.ts';
import { setBasketCookie } from './http/basket-cookie.ts';
import { createBackgroundTasks, type BackgroundTasks } from './services/background.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { createCatalogueCache } from './services/catalogue-cache.ts';
import { schedulePrune } from './jobs/prune-schedule.ts';
import { postgresRateLimitStore, pruneRateLimits } from './services/rate-limit-store.ts';
import { scheduleIdempotencyPrune } from './jobs/idempotency-prune.ts';
import { createJobs } from './jobs/index.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { removeStaleTemporaryFiles } from './services/labels/label-files.ts';
import { createLabelJobs, type LabelJobs } from './jobs/label-jobs.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';
import { createPushService } from './jobs/push-sender.ts';
import { createPricingCatalogue, type PricingCatalogue } from './services/pricing/pricing-catalogue.ts';
import { createQuoteRecorder, type QuoteRecorder } from './services/pricing/quote-recorder.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Defaults to nodemailer over SMTP_URL, or .eml files in DATA_DIR/mail. */
  mailer?: Mailer;
  /** Serve dist/ (off in API-only tests). */
  serveApp?: boolean;
  /** The time every deadline is measured by (tests move it). */
  clock?: Clock;
  fastify?: FastifyServerOptions;
}

/**
 * A request (headers and body) must arrive within a minute: one sent a byte at a time held its connection for good
 * (outside review 5: over 600 s). Our largest body is 64 KB, seconds even on 2G. Checked every 5 s, so the 408 ('The
 * request took too long.', client-error.ts) comes 60-65 s in. Node heeds the limit only when the server is created
 * with it (Fastify's own option is set afterwards, and alone does nothing), so it goes in both places.
 */
function withServerLimits(fastify: FastifyServerOptions | undefined): FastifyServerOptions {
  const requestTimeout = fastify?.requestTimeout ?? 60_000;
  // requireHostHeader: Node's own refusal of an HTTP/1.1 request without Host is an empty 400 with none of the headers
  // every response carries; refusedWithoutHost answers it instead.
  const limits = { requestTimeout, connectionsCheckingInterval: 5_000, requireHostHeader: false };
  const own = fastify as { http?: object; https?: object | null } | undefined;
  return {
    ...fastify,
    requestTimeout,
    http: { ...limits, ...own?.http },
    ...(own?.https ? { https: { ...limits, ...own.https } } : {}),
  } as FastifyServerOptions;
}

/** Plugins, then the one error handler, then routes (which inherit it). */
export async function buildApp({ config, database, mailer, serveApp = true, clock = systemClock, fastify }: AppOptions) {
  const tls = Boolean((fastify as { https?: unknown } | undefined)?.https);
  const app = Fastify({
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply(tls),
    logController: new ServerLogController(),
    trustProxy: trustProxy(config.TRUST_PROXY),
    ...withServerLimits(fastify),
  }).withTypeProvider<ZodTypeProvider>();
  app.setChildLoggerFactory(quietDisconnectsChildLogger);
  refuseWithoutHost(app);
  answerWhatNodeRefuses(app.server, tls);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.CHECK_RESPONSES));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('mailer', mailer ?? createMailer({ dataDir: config.dataDir, from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, log: app.log }));
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.drain());
  app.decorate('labels', createLabelJobs(app));
  // Label jobs a stopped process left pending are run again (they are safe to repeat).
  app.addHook('onReady', async () => {
    await removeStaleTemporaryFiles(config.dataDir);
    await app.labels.resumePending();
  });
  scheduleIdempotencyPrune(app);
  // Pricing reads memory, not the database; calculate's quote records go in batches (README, Performance).
  app.decorate('pricing', createPricingCatalogue(database.db, app.log));
  app.decorate('quoteRecorder', createQuoteRecorder(database, app.log, config.QUOTE_FLUSH_MS, config.QUOTE_FLUSH_ROWS));
  app.addHook('onReady', async () => void (await app.pricing.tables()));
  app.addHook('onClose', async () => {
    app.pricing.stop();
    await app.quoteRecorder.flush();
  });
  app.decorate('push', createPushService(app));
  app.decorate('jobs', createJobs(app));

  // Phones on a weak signal: the 45 KB catalogue goes as about 6 KB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Limits are per route (`config: { rateLimit: {...} }`). On PostgreSQL the counters live in the database, shared by
  // every process behind the load balancer; PGlite is one process, so memory is enough there.
  await app.register(rateLimit, {
    global: false,
    // The seller sees this in the quote toast and at checkout: words, not the plugin's "Rate limit exceeded, retry in 56 seconds".
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyAttemptsMessage(context.ttl / 1000)),
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  });
  if (database.kind === 'postgres') schedulePrune(app, 'rate limits', () => pruneRateLimits(database.db));
  await app.register(securityHeaders);
  // Before the routes: Fastify gives each route the error handler in force when its plugin loaded.
  registerErrorHandler(app);
  registerJsonBody(app);
  // Before any body is read: a method the API does not define is a 404 or 405, never a body error.
  registerUnknownApiMethods(app);
  app.decorateRequest('session', null);
  // Before the routes: it wraps each route the contract flags idempotent as that route is registered.
  await app.register(idempotency, { onSecret: setBasketCookie });
  // Every /api route lives in this one encapsulated scope with its guards (CSRF first: no database work for a
  // refused request). The hooks belong to the routes, not to a test of the raw URL: whatever spelling of the
  // path the router matched (`/%61pi/...`), the route's own guards run.
  await app.register(async (api) => {
    await api.register(csrfGuard);
    await api.register(sessions);
    await api.register(textGuard);
    await registerRoutes(api, { catalogue: createCatalogueCache(database.db) });
  });

  if (serveApp) await registerStatic(app, config.distDir);
  else registerApiOnlyNotFound(app);
  return app;
}

/** Fastify's own reading of a hop count, written out (its types accept no number). */
function trustProxy(setting: Config['TRUST_PROXY']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    mailer: Mailer;
    background: BackgroundTasks;
    labels: LabelJobs;
    pricing: PricingCatalogue;
    quoteRecorder: QuoteRecorder;
    jobs: Scheduler;
  }
}
