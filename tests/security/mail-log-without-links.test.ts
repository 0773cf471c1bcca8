import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail/mailer.ts';

/** Issue 13 item 9: reset and verification links were written to the server log at info level. */
describe('the mail log says a mail was written, never its links', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('logs recipient, subject and file, and no token or URL', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-maillog-'));
    dirs.push(dataDir);
    const lines: unknown[][] = [];
    const mailer = createMailer({
      dataDir,
      from: 'QuickMobile Trade <no-reply@example.test>',
      log: { info: (...args: unknown[]) => lines.push(args) } as never,
    });
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789abcdefg';
    const link = `http://127.0.0.1:3000/password-reset?token=${token}`;
    await mailer.send({ to: 'sam@example.test', subject: 'Reset your password', text: `Reset: ${link}`, html: `<a href="${link}">Reset</a>` });
    expect(lines).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('Reset your password');
    expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/https?:\/\//);
  });
});
