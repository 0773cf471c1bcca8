import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/services/mail/mailer.ts';
import { readMailbox } from '../../server/services/mail/read-mail.ts';

describe('mail without SMTP_URL', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes each message as an .eml file under DATA_DIR/mail, with plain and HTML bodies', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qmt-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer({ dataDir, from: 'QuickMobile Trade <no-reply@example.test>' });
    const link = 'http://127.0.0.1:3000/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop';
    const sent = await mailer.send({
      to: 'sam@example.test',
      subject: 'Verify your e-mail',
      text: `Open ${link}`,
      html: `<a href="${link}">Verify</a>`,
    });
    expect(sent.file).toMatch(/mail\/.+-verify-your-e-mail\.eml$/);
    // Two messages with the same subject in the same millisecond are two files.
    await Promise.all([1, 2].map(() => mailer.send({ to: 'sam@example.test', subject: 'Verify your e-mail', text: 'x', html: 'x' })));
    expect(await readMailbox(dataDir)).toHaveLength(3);
    const mail = (await readMailbox(dataDir)).find((m) => m.file === sent.file);
    expect(mail).toMatchObject({ to: 'sam@example.test', subject: 'Verify your e-mail' });
    expect(mail!.raw).toContain('Content-Type: multipart/alternative');
    expect(mail!.decoded).toContain(link);
  });
});
