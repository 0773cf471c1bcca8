import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when the file transport is in use. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  dataDir: string;
  from: string;
  smtpUrl?: string | undefined;
  log?: Pick<Logger, 'info'>;
}

/**
 * nodemailer: SMTP when SMTP_URL is set, else each message becomes an .eml file in DATA_DIR/mail
 * (open it in any mail client, owner-only) and its subject and file are logged; never its links.
 */
export function createMailer({ dataDir, from, smtpUrl, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log?.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      // Time first so a listing is in sending order; a random tail so two mails in one millisecond never collide.
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${slug}.eml`);
      // Owner-only: the file holds a live reset or verification link (issue 13).
      await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 });
      // That a mail was written and where, never its links: a log is read by more people than the mailbox.
      log?.info({ to: message.to, subject: message.subject, file }, 'mail written');
      return { messageId: info.messageId, file };
    },
  };
}
