import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the running server says it listens, so `npm run ops` finds it (port 0 picks a free one). */
export interface ServerFile {
  url: string;
  pid: number;
}

const fileName = 'server.json';

export function writeServerFile(dataDir: string, info: ServerFile): void {
  writeFileSync(path.join(dataDir, fileName), `${JSON.stringify(info)}\n`);
}

export function removeServerFile(dataDir: string): void {
  rmSync(path.join(dataDir, fileName), { force: true });
}

export function readServerFile(dataDir: string): ServerFile | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, fileName), 'utf8')) as ServerFile;
  } catch {
    return undefined;
  }
}
