import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileName = 'operator.secret';

/**
 * The operator CLI acts through the running server (PGlite belongs to one process). It proves itself with
 * a secret the server keeps in DATA_DIR (readable only by the account running it).
 */
export function ensureOperatorSecret(dataDir: string): string {
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

export function readOperatorSecret(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, fileName), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function secretMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
