import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RealServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM (graceful) and wait for the exit; removes a DATA_DIR this module created. */
  stop(): Promise<void>;
}

export interface RealServerOptions {
  /** Defaults to a fresh temporary directory (removed by stop). */
  dataDir?: string;
  distDir?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The real server (`server/main.ts`, the same process `npm run serve` starts) on a free loopback port; resolves
 * once it prints the line with its URL.
 */
export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const ownDir = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'qmt-server-'));
  const dataDir = options.dataDir ?? ownDir!;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir ?? path.join(root, process.env.DIST_DIR ?? 'dist'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (https?:\/\/\S+?)\/? /.exec(out);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before it was ready: ${out}`)));
  });
  return {
    url,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
