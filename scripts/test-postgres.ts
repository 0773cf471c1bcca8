/**
 * Runs the server test suite against a real PostgreSQL: installs Debian's postgresql when absent,
 * starts a throwaway cluster on a free port, and removes it afterwards. PGlite is one connection,
 * so this is where locking and concurrency are really exercised.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, run } from './lib/run.ts';

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

async function main(): Promise<number> {
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
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] as const : [path.join(bin, tool), args] as const;
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
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const [initCmd, initArgs] = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
    execFileSync(initCmd, [...initArgs], { stdio: ['ignore', 'ignore', 'inherit'] });
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    const [startCmd, startArgs] = pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    execFileSync(startCmd, [...startArgs], { stdio: 'ignore' });
    process.stdout.write(`PostgreSQL started on 127.0.0.1:${port} (throwaway cluster in ${dir})\n`);
    const reporter = process.env.VITEST_JSON ? ['--reporter=default', '--reporter=json', `--outputFile=${process.env.VITEST_JSON}`] : [];
    // Extra arguments (test files, -t filters) go to vitest: `npm run test:postgres -- tests/server/x.test.ts`.
    return await run('npx', ['vitest', 'run', '--project', 'server', ...reporter, ...process.argv.slice(2)], {
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
    });
  } finally {
    stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
