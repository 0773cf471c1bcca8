import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyServerOptions } from 'fastify';
import postgres from 'postgres';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import type { StatementListener } from '@server/db/pglite-parsers.ts';
import { seedIfEmpty } from '@server/db/seed.ts';
import type { Clock } from '@server/services/clock.ts';

let template: Promise<Blob> | undefined;

/** A migrated, seeded PGlite data directory, made once per worker and copied for each test app. */
function pgliteTemplate(): Promise<Blob> {
  template ??= cachedOnDisk(async () => {
    const pg = await PGlite.create();
    const database = await openDatabase({ pglite: pg });
    await seedIfEmpty(database.db);
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  });
  return template;
}

/**
 * With QMT_TEST_TEMPLATE_DIR set (the mutation run sets it), the template is also kept on disk, named by a hash of
 * the migrations and seed sources, so each mutant's fresh module graph loads it instead of migrating again.
 */
async function cachedOnDisk(make: () => Promise<Blob>): Promise<Blob> {
  const dir = process.env.QMT_TEST_TEMPLATE_DIR;
  if (!dir) return make();
  const root = path.resolve(import.meta.dirname, '../../../server/db');
  const hash = createHash('sha256');
  for (const folder of ['migrations', 'migrations/meta', 'seed', '.']) {
    for (const name of readdirSync(path.join(root, folder)).sort()) {
      const file = path.join(root, folder, name);
      if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
    }
  }
  const file = path.join(dir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dump = await make();
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A throwaway database on the PostgreSQL that `npm run test:postgres` started. */
async function freshPostgres(adminUrl: string, onStatement?: StatementListener): Promise<Database & { url: string }> {
  const name = `qmt_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...(onStatement ? { onStatement } : {}) });
  await seedIfEmpty(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestAppOptions {
  distDir?: string;
  serveApp?: boolean;
  /** Extra environment for loadConfig (the test's own DATA_DIR is always fresh). */
  env?: NodeJS.ProcessEnv;
  /** Fastify server options (e.g. `https` to test Secure cookies on a real TLS listener). */
  fastify?: FastifyServerOptions;
  /** The app's clock (helpers/clock.ts testClock), to move deadlines without waiting. */
  clock?: Clock;
  /** Hears every statement the app's database connection sends, BEGIN and COMMIT included. */
  onStatement?: StatementListener;
}

/** The real app on a fresh database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function createTestApp(options: TestAppOptions = {}) {
  const adminUrl = process.env.DATABASE_URL;
  const database: Database & { url?: string } = adminUrl
    ? await freshPostgres(adminUrl, options.onStatement)
    : await openDatabase({
        pglite: await PGlite.create({ loadDataDir: await pgliteTemplate() }),
        ...(options.onStatement ? { onStatement: options.onStatement } : {}),
      });
  // Each app gets its own DATA_DIR, so e-mails written by one test are never read by another.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-test-'));
  // Every reply is checked against its contract schema (server/http/serializer.ts).
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: options.distDir ?? '/nonexistent', CHECK_RESPONSES: '1', ...options.env });
  const app = await buildApp({
    config,
    database,
    serveApp: options.serveApp ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.fastify ? { fastify: options.fastify } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    /** The fresh PostgreSQL database's URL (undefined on PGlite), for a second connection in concurrency tests. */
    databaseUrl: database.url,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
