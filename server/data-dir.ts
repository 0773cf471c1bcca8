import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database (bank details, password hashes in PGlite's WAL), e-mails with live reset links,
 * labels and the operator secret: owner-only, whatever the umask the server was started with (issue 13).
 */
export const ownerOnlyModes = { dir: 0o700, file: 0o600 } as const;

/**
 * From here on every file and directory this process creates is owner-only unless it says otherwise, and DATA_DIR
 * itself exists as 0700. Called first thing at start, before the database opens.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: ownerOnlyModes.dir });
}

export interface DataDirCheck {
  /** Entries looked at (DATA_DIR included). */
  checked: number;
  /** Entries that were readable or writable by others and were made owner-only. */
  fixed: number;
}

/**
 * Makes DATA_DIR and everything in it owner-only: PGlite copies its initial cluster in with mode 0666 whatever the
 * umask, and a data directory from an older version may have 0644 mail files. Symbolic links are left alone
 * (never followed). Run at start once the database has opened; what it found goes to the log.
 */
export function enforceOwnerOnly(dataDir: string): DataDirCheck {
  const result = { checked: 0, fixed: 0 };
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    result.checked += 1;
    const wanted = stat.isDirectory() ? ownerOnlyModes.dir : ownerOnlyModes.file;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(entry, wanted);
      result.fixed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dataDir);
  return result;
}
