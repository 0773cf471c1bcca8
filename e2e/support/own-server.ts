import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface OwnServer {
  url: string;
  distDir: string;
  stop(): Promise<void>;
}

/**
 * A second real server over a private copy of dist/, for tests that must change what is deployed
 * (a new service worker version) without disturbing the shared server.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'qmt-own-'));
  const distDir = path.join(dir, 'dist');
  cpSync(path.resolve(root, process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/? /.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return {
    url,
    distDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
