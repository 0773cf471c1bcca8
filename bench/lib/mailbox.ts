import { readMailbox } from '../../server/services/mail/read-mail.ts';

/**
 * Links mailed by the real server (the .eml files under DATA_DIR/mail), for many waiting sellers at once: one
 * poll of the mailbox serves every waiter, so 200 sellers do not read it 200 times.
 */
export class MailboxWatcher {
  private readonly waiting = new Map<string, { resolve: (link: URL) => void; reject: (error: Error) => void; until: number }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly path: string,
  ) {}

  /** The newest link to `path` mailed to `to`; rejects after `timeoutMs`. */
  linkFor(to: string, timeoutMs = 120_000): Promise<URL> {
    return new Promise((resolve, reject) => {
      this.waiting.set(to, { resolve, reject, until: Date.now() + timeoutMs });
      this.timer ??= setTimeout(() => void this.poll(), 250);
    });
  }

  private async poll(): Promise<void> {
    const pattern = new RegExp(`https?://[^\\s"<>]+${this.path}\\?token=[A-Za-z0-9_-]+`, 'g');
    const mails = await readMailbox(this.dataDir);
    for (const [to, waiter] of this.waiting) {
      const link = mails
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.decoded.match(pattern) ?? [])
        .at(-1);
      if (link) waiter.resolve(new URL(link));
      else if (Date.now() > waiter.until) waiter.reject(new Error(`no ${this.path} link mailed to ${to}`));
      else continue;
      this.waiting.delete(to);
    }
    this.timer = this.waiting.size ? setTimeout(() => void this.poll(), 500) : undefined;
  }
}
