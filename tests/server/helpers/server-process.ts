import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startRealServer, type RealServer } from '../../../scripts/lib/real-server.ts';

/**
 * Where a real server process keeps its data across a crash: a DATA_DIR (PGlite's files live in it), and under
 * `npm run test:postgres` also a throwaway database on that PostgreSQL.
 */
export interface ServerHome {
  dataDir: string;
  /** The throwaway PostgreSQL database under `npm run test:postgres`; undefined on PGlite (its files are in dataDir). */
  databaseUrl: string | undefined;
  start(): Promise<RealServer>;
  remove(): Promise<void>;
}

export async function createServerHome(env: NodeJS.ProcessEnv = {}): Promise<ServerHome> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-crash-'));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  const name = `qmt_crash_${randomBytes(6).toString('hex')}`;
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    start: () => startRealServer({ dataDir, env: { ...env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }) } }),
    async remove() {
      if (adminUrl) {
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGKILL: no shutdown hook runs, nothing is flushed or closed; resolves when the process is gone. */
export async function killHard(server: RealServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}
