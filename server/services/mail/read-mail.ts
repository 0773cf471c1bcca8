import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding links. */
  decoded: string;
}

/** The .eml files of the file transport, oldest first (tests and the operator read them). */
export async function readMailbox(dataDir: string): Promise<StoredMail[]> {
  const dir = path.join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const raw = await readFile(path.join(dir, file), 'utf8');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return { file: path.join(dir, file), to: header('To'), subject: header('Subject'), raw, decoded };
      }),
  );
  return mails;
}
