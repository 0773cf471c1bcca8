import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Where support mail goes, and how a failure is logged. */
export interface SupportInbox {
  mailer: Mailer;
  address: string;
  log: Logger;
}

export interface SupportMail {
  /** What the team sees in the inbox list, e.g. 'Support ticket #12 from Sam Jones'. */
  subject: string;
  /** The sender, so that Reply in the inbox answers them. */
  replyTo: string;
  /** Label and value pairs, in the order they appear in the form. */
  fields: [label: string, value: string | undefined][];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Header values must stay on one line whatever a visitor typed into the name. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function composeSupportMail({ subject, replyTo, fields }: SupportMail) {
  const shown = fields.map(([label, value]) => [label, value?.trim() ? value : '(not given)'] as const);
  const text = shown.map(([label, value]) => `${label}: ${value}`).join('\n');
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return { subject: oneLine(subject), replyTo, text, html: `<table cellpadding="6">${rows}</table>` };
}

/**
 * E-mails a stored submission to the support inbox. A mail failure does not undo the submission (it is in the
 * database); it is logged with the row's id and reported as `false`, so `mailed_at` stays null.
 */
export async function mailSupportInbox(inbox: SupportInbox, mail: SupportMail, rowId: number): Promise<boolean> {
  try {
    await inbox.mailer.send({ to: inbox.address, ...composeSupportMail(mail) });
    return true;
  } catch (error) {
    inbox.log.error({ err: error, rowId, subject: mail.subject }, 'support mail not sent; the submission is stored');
    return false;
  }
}
