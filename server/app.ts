import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { frameworkErrorReply, registerErrorHandler } from './http/errors.ts';
import { registerApiOnlyNotFound } from './http/not-found.ts';
import { registerStatic } from './http/static.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerRoutes } from './routes/index.ts';
import { createBackgroundTasks, type BackgroundTasks } from './services/background.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { createCatalogueCache } from './services/catalogue-cache.ts';
import { scheduleIdempotencyPrune } from './services/idempotency/prune-schedule.ts';
import { createJobs } from './services/jobs/index.ts';
import type { Scheduler } from './services/jobs/scheduler.ts';
import { removeStaleTemporaryFiles } from './services/labels/label-files.ts';
import { createLabelJobs, type LabelJobs } from './services/labels/label-jobs.ts';
import { createMailer, type Mailer } from './services/mail/mailer.ts';

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

/** Plugins, then the one error handler, then routes (which inherit it). */
export async function buildApp({ config, database, mailer, serveApp = true, clock = systemClock, fastify }: AppOptions) {
  const app = Fastify({ bodyLimit: 64 * 1024, frameworkErrors: frameworkErrorReply, ...fastify }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  app.decorate('jobs', createJobs(app));

  // Phones on a weak signal: the 45 KB catalogue goes as about 6 KB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // Limits are per route (`config: { rateLimit: {...} }`), in-process; a Redis store at scale.
  await app.register(rateLimit, { global: false });
  // On the root instance, so they cover every route: CSRF first (no database work for a refused request).
  registerSecurityHeaders(app);
  registerCsrfGuard(app);
  registerSessions(app);
  registerTextGuard(app);
  // Before the routes: Fastify gives each route the error handler in force when its plugin loaded.
  registerErrorHandler(app);
  await registerRoutes(app, { catalogue: createCatalogueCache(database.db) });

  if (serveApp) await registerStatic(app, config.distDir);
  else registerApiOnlyNotFound(app);
  return app;
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
    jobs: Scheduler;
  }
}
