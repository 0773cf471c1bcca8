import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../server/services/mail/read-mail.ts';
import { startRealServer, type RealServer } from '../../scripts/lib/real-server.ts';
import { HttpSeller } from '../server/helpers/http-seller.ts';

/**
 * Issue 13 item 1: the database and mail files were readable and writable by every local user (PGlite's files
 * 0666, mails 0644). Started with umask 000, the real server still keeps DATA_DIR and everything it writes there
 * owner-only: directories 0700, files 0600.
 */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, entry) || '.'}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR is owner-only whatever the umask', () => {
  let server: RealServer | undefined;
  afterAll(() => server?.stop());

  it('PGlite files, mails and the server file are 0600 in 0700 directories, with umask 000', { timeout: 180_000 }, async () => {
    const umask = process.umask(0);
    try {
      // Only the PGlite case writes database files into DATA_DIR; PostgreSQL keeps its own.
      server = await startRealServer({ env: { DATABASE_URL: '' } });
    } finally {
      process.umask(umask);
    }
    const seller = new HttpSeller(server.url);
    const username = `perm.${Date.now()}@example.test`;
    await seller.ok('POST', '/api/users/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username,
      phone: '07700 900123',
      password: 'correct horse battery staple',
      marketingConsent: false,
      termsAndConditions: true,
    });
    await seller.ok('POST', '/api/users/request-reset', { email: username });
    // The mails are written after the answer: wait for both files.
    await expect.poll(async () => (await readMailbox(server!.dataDir)).filter((mail) => mail.to === username).length, { timeout: 20_000 }).toBe(2);
    expect(readdirSync(path.join(server.dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openToOthers(server.dataDir)).toEqual([]);
  });
});
