import { readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { enforceOwnerOnly, prepareDataDir } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { removeServerFile, writeServerFile } from './services/ops/server-file.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  prepareDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const seed = await seedIfEmpty(database.db);
  const dataDirCheck = enforceOwnerOnly(config.dataDir);
  const https = config.TLS_CERT && config.TLS_KEY ? { cert: readFileSync(config.TLS_CERT), key: readFileSync(config.TLS_KEY) } : null;
  const app = await buildApp({
    config,
    database,
    fastify: { logger: { level: config.LOG_LEVEL }, ...(https ? { https } : {}) },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    removeServerFile(config.dataDir);
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.log.info({ dataDir: config.dataDir, ...dataDirCheck }, 'DATA_DIR is owner-only (directories 0700, files 0600)');
  await app.listen({ port: config.PORT, host: config.HOST });
  // The first order's label should not wait for its thread to start and load its libraries.
  app.labels.warm();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  // The operator CLI reaches the server on loopback, whatever interface it listens on.
  writeServerFile(config.dataDir, { url: `${https ? 'https' : 'http'}://127.0.0.1:${port}`, pid: process.pid });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // One plain line a person (and the test harness) can read, whatever the log level.
  process.stdout.write(
    `QuickMobile Trade is running at ${https ? 'https' : 'http'}://${host}:${port}/ (database: ${where}, DATA_DIR owner-only, ${seed.devices} devices${seed.seeded ? ', seeded now' : ''}, ready in ${seconds} s)\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
