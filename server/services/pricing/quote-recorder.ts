import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';

export type QuoteRecord = typeof quotes.$inferInsert;

export interface QuoteRecorder {
  /** Queues an anonymous price check's record; it is written within one flush window. */
  record(row: QuoteRecord): void;
  /** Writes everything queued so far (shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * A calculate's quote record, written off the request path: rows gather for `windowMs` and go in one multi-row
 * INSERT. What a crash can lose is at most one window of anonymous price checks; a quote a seller holds (a basket
 * item) is recorded inside the add's own transaction, never here. A failed write is logged and dropped rather than
 * retried for ever: these rows explain prices, nothing depends on them.
 */
export function createQuoteRecorder(db: Db, log: FastifyBaseLogger, windowMs = 25, maxRows = 500): QuoteRecorder {
  let queued: QuoteRecord[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return writing;
    const rows = queued;
    queued = [];
    writing = writing
      .then(() => db.insert(quotes).values(rows))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, rows: rows.length }, 'quote records not written'),
      );
    return writing;
  };

  return {
    record(row) {
      queued.push(row);
      if (queued.length >= maxRows) void write();
      else timer ??= setTimeout(() => void write(), windowMs);
    },
    flush: write,
  };
}
