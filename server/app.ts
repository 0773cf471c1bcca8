import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerApiOnlyNotFound } from './http/not-found.ts';
import { registerStatic } from './http/static.ts';
import { getDevicesRoute } from './routes/devices/get-devices.ts';
import { createCatalogueCache } from './services/catalogue-cache.ts';

export interface AppOptions {
  config: Pick<Config, 'distDir'>;
  database: Database;
  /** Serve dist/ (off in API-only tests). */
  serveApp?: boolean;
  fastify?: FastifyServerOptions;
}

/** Plugins, then routes, then one error handler: the order fastify/demo uses. */
export async function buildApp({ config, database, serveApp = true, fastify }: AppOptions) {
  const app = Fastify({ bodyLimit: 64 * 1024, ...fastify }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  // Phones on a weak signal: the 45 KB catalogue goes as about 6 KB.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const catalogue = createCatalogueCache(database.db);
  await app.register(getDevicesRoute(catalogue));

  registerErrorHandler(app);
  if (serveApp) await registerStatic(app, config.distDir);
  else registerApiOnlyNotFound(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}
