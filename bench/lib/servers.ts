import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/run.ts';

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (mail files are read from it). */
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/** Spawns `node --import tsx <entry>` and resolves once it prints the line matching `ready`. */
async function spawnServer(entry: string, env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} not ready after ${timeoutMs / 1000} s: ${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}: ${output}`));
    });
  });
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The real server (`server/main.ts`) over the build, on a free port and a fresh DATA_DIR under .tmp/, as the
 * browser tests start it. RATE_LIMIT_SCALE=1000: every simulated seller and autocannon share 127.0.0.1.
 */
export async function startAppServer(distDir: string, options: { databaseUrl?: string; name?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = path.join(root, '.tmp', `bench-data-${process.pid}-${options.name ?? 'pglite'}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  // A fresh PGlite is created, migrated and seeded at start: about 45 s when the machine is busy.
  const child = await spawnServer('server/main.ts', env, /is running at/, 180_000);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reference: a bare Fastify hello route in its own process, started the same way as the app. */
export async function startHelloServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = await spawnServer('bench/hello-server.ts', { PORT: String(port) }, /listening/, 60_000);
  return { url: `http://127.0.0.1:${port}`, dataDir: '', stop: () => stopChild(child) };
}
