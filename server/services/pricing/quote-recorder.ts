import type { PGlite } from '@electric-sql/pglite';
import { getTableName, sql } from 'drizzle-orm';
import type { Logger } from '../logger.ts';
import type { Database, Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';

/** A quote row as written today: the answers by id, no json (docs/decisions/190-compact-quote-records.md). */
export type QuoteRecord = Omit<typeof quotes.$inferInsert, 'id' | 'createdAt' | 'selectedAnswers' | 'adjustments' | 'answerIds'> & {
  answerIds: number[];
};

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
 *
 * On PGlite (the server's own thread) the batch goes as COPY from a blob, about a third of the work of an INSERT
 * (decision 191); on PostgreSQL as ONE json parameter unpacked by json_to_recordset: drizzle's multi-row insert
 * builds and walks eight parameters a row (4,000 for a full batch), which was a tenth of calculate's CPU
 * (reports/profile-2026-11-23.md). Each row is compact (the answers as an integer[] of answer ids; decision 190).
 */
export function createQuoteRecorder(database: Database, log: Logger, windowMs = 25, maxRows = 500): QuoteRecorder {
  const writeBatch = database.pglite ? copyBatch(database.pglite) : insertBatch(database.db);
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
      .then(() => writeBatch(rows))
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

type WriteBatch = (rows: QuoteRecord[]) => Promise<unknown>;

const c = quotes;
// The column names come from the drizzle schema, so a rename cannot drift.
const columns = [c.deviceId, c.questionSetId, c.quoteType, c.answerIds, c.basePence, c.floorPence, c.pricePence];
const copyText = `copy "${getTableName(quotes)}" (${columns.map((column) => `"${column.name}"`).join(', ')}) from '/dev/blob'`;
const quoteTypes = new Set<string>(c.quoteType.enumValues);

/** An integer as COPY text; anything else fails the batch (logged) rather than write a wrong or escaped field. */
function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`quote record: ${String(value)} is not an integer`);
  return String(value);
}

/** COPY's text format, one row a line, tab between fields; every field is an integer, an integer array or an enum. */
function copyLine(row: QuoteRecord): string {
  if (!quoteTypes.has(row.quoteType)) throw new Error(`quote record: unknown quote type ${row.quoteType}`);
  const fields = [int(row.deviceId), int(row.questionSetId), row.quoteType, `{${row.answerIds.map(int).join(',')}}`];
  fields.push(int(row.basePence), int(row.floorPence), int(row.pricePence));
  return `${fields.join('\t')}\n`;
}

function copyBatch(client: PGlite): WriteBatch {
  return (rows) => client.query(copyText, [], { blob: new Blob([rows.map(copyLine).join('')]) });
}

const column = (name: string) => sql.identifier(name);

/** One INSERT for a whole batch. */
const insertBatch =
  (db: Db): WriteBatch =>
  (rows) =>
    db.execute(insertStatement(rows));

function insertStatement(rows: QuoteRecord[]) {
  const payload = JSON.stringify(
    rows.map((row) => ({
      d: row.deviceId,
      q: row.questionSetId,
      t: row.quoteType,
      a: row.answerIds,
      b: row.basePence,
      f: row.floorPence,
      p: row.pricePence,
    })),
  );
  return sql`insert into ${quotes} (${column(c.deviceId.name)}, ${column(c.questionSetId.name)}, ${column(c.quoteType.name)}, ${column(c.answerIds.name)}, ${column(c.basePence.name)}, ${column(c.floorPence.name)}, ${column(c.pricePence.name)})
    select r.d, r.q, r.t, r.a, r.b, r.f, r.p from json_to_recordset(${payload}::json) as r(d integer, q integer, t text, a integer[], b integer, f integer, p integer)`;
}
