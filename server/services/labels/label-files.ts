import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type LabelFile = 'pdf' | 'png';

/** DATA_DIR/labels/<uuid>.pdf (the label) and <uuid>.png (the drop-off QR code). */
export function labelPath(dataDir: string, labelUuid: string, kind: LabelFile): string {
  return path.join(dataDir, 'labels', `${labelUuid}.${kind}`);
}

/** Written beside, then renamed: a reader never sees half a file, and a job run twice writes the same bytes. */
export async function writeLabelFile(dataDir: string, labelUuid: string, kind: LabelFile, content: Uint8Array): Promise<void> {
  const target = labelPath(dataDir, labelUuid, kind);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start: the `<uuid>.<kind>.<pid>.tmp` files a killed process (kill -9 mid-write) left behind are removed; a
 * file of a process still running (another server on the same DATA_DIR) is left to it. Their jobs run again.
 */
export async function removeStaleTemporaryFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'labels');
  const files = await readdir(dir).catch(() => [] as string[]);
  const stale = files.filter((file) => {
    const match = /\.(\d+)\.tmp$/.exec(file);
    return file.endsWith('.tmp') && (!match || Number(match[1]) === process.pid || !alive(Number(match[1])));
  });
  await Promise.all(stale.map((file) => rm(path.join(dir, file), { force: true })));
  return stale;
}

export function readLabelFile(dataDir: string, labelUuid: string, kind: LabelFile): Promise<Buffer> {
  return readFile(labelPath(dataDir, labelUuid, kind));
}
