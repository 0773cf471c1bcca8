import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { withInstanceParsers, type StatementListener } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** On PGlite, the client drizzle runs on: for COPY from a blob, which drizzle cannot send (quote-recorder.ts). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL URL; when absent, PGlite stores its files under `dataDir/pglite`. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An existing PGlite instance (tests clone a migrated template into memory). */
  pglite?: PGlite;
  /** Hears every statement sent, BEGIN and COMMIT included (tests count the round trips of a call). */
  onStatement?: StatementListener;
}

/** Opens the database and applies the SQL migrations: the same code path on PGlite and PostgreSQL. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      ...(options.onStatement ? { debug: (_connection: number, query: string) => options.onStatement!(query) } : {}),
    });
    const db = drizzlePostgres(sql, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  let client = options.pglite;
  if (!client) {
    const dir = path.join(options.dataDir ?? './data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const wrapped = withInstanceParsers(client, options.onStatement);
  const db = drizzlePglite(wrapped, { schema });
  await migratePglite(db, { migrationsFolder });
  const owned = client;
  return { db: db as unknown as Db, kind: 'pglite', pglite: wrapped, close: () => owned.close() };
}
