/**
 * A throwaway PostgreSQL cluster on a free port (Debian's postgresql, installed when absent and running as root),
 * removed by stop(). Used by the PostgreSQL test suite and by the bench's PostgreSQL rows.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './run.ts';

export interface PostgresCluster {
  url: string;
  dir: string;
  stop(): void;
}

function pgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

function ensurePostgres(): string {
  const found = pgBinDir();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  process.stdout.write('Installing Debian postgresql...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = pgBinDir();
  if (!installed) throw new Error('postgresql installed but initdb not found');
  return installed;
}

/**
 * `durable: false` (tests) turns off fsync and synchronous commit; the bench keeps PostgreSQL's defaults, so its
 * figures are what a real deployment would see.
 */
export async function startPostgresCluster({ durable = false, maxConnections = 100 } = {}): Promise<PostgresCluster> {
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'qmt-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  // initdb refuses to run as root: run the cluster as Debian's postgres user.
  const pg = (tool: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] as const) : ([path.join(bin, tool), args] as const);
  const port = await freePort();
  const stop = () => {
    const [cmd, args] = pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    try {
      execFileSync(cmd, [...args], { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [initCmd, initArgs] = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    execFileSync(initCmd, [...initArgs], { stdio: ['ignore', 'ignore', 'inherit'] });
    const speed = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}${speed}`;
    const [startCmd, startArgs] = pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    execFileSync(startCmd, [...startArgs], { stdio: 'ignore' });
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
}
