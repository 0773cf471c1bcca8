import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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

export function readLabelFile(dataDir: string, labelUuid: string, kind: LabelFile): Promise<Buffer> {
  return readFile(labelPath(dataDir, labelUuid, kind));
}
