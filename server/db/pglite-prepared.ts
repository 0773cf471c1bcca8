import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type QueryOptions = { rowMode?: 'array' | 'object'; blob?: unknown; paramTypes?: number[]; serializers?: unknown } & Record<string, unknown>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (or its "no data"), put before each execution's rows to parse them. */
  description: Message[];
}

/** More distinct statements than the app has; past it, a new text runs unprepared (a text built per call cannot grow memory). */
const maxPrepared = 500;
/** "prepared statement does not exist", "cached plan must not change result type": prepared again next time. */
const stale = new Set(['26000', '0A000']);
/** Only queries and writes are prepared: a migration's DDL runs once and would only fill the table of names. */
const dml = /^\s*(select|insert|update|delete|with)\b/i;

const join = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * Named prepared statements for PGlite (docs/decisions/151-prepared-statements-on-pglite.md). PGlite's `query` sends
 * Parse, Describe, Bind, Describe, Execute and Sync as six calls into its WebAssembly, and PostgreSQL parses and plans
 * the text every time. Here a text run a second time is parsed under a name (with its parameter types and row
 * description kept), and every later run is ONE call: Bind, Execute and Sync together, on a plan PostgreSQL may keep.
 * The results are parsed by PGlite's own code with the instance's parsers, so rows come out as from `query`.
 * Runs under PGlite's own locks: the query lock always, the transaction lock too unless the caller is a transaction.
 */
export function createPreparedStatements(client: PGlite) {
  const statements = new Map<string, Prepared>();
  /** Texts run once so far: a text is prepared on its second run (one-off statements never take a name). */
  const seenOnce = new Set<string>();
  let counter = 0;

  async function prepare(text: string, paramTypes: number[] | undefined): Promise<Prepared | null> {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= maxPrepared) return null;
    counter += 1;
    const name = `qmt_${counter}`;
    const answer = await client.execProtocolStream(
      join([
        protocol.serialize.parse({ name, text, ...(paramTypes ? { types: paramTypes } : {}) }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = answer.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const prepared = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      description: answer.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(text, prepared);
    return prepared;
  }

  async function run(text: string, params: unknown[], options: QueryOptions): Promise<unknown> {
    const prepared = await prepare(text, options.paramTypes);
    if (!prepared) return null;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = client.serializers[prepared.paramTypes[index]!];
      return serialize ? serialize(param) : String(param);
    });
    try {
      const answer = await client.execProtocolStream(
        join([protocol.serialize.bind({ statement: prepared.name, values }), protocol.serialize.execute(), protocol.serialize.sync()]),
        { syncToFs: false },
      );
      return parse.parseResults([...prepared.description, ...answer], client.parsers, { rowMode: options.rowMode ?? 'object' })[0];
    } catch (error) {
      if (stale.has((error as { code?: string }).code ?? '')) statements.delete(text);
      throw error;
    }
  }

  return {
    /**
     * Runs one statement prepared, or answers null when it should go through PGlite's `query` instead (a blob, or
     * more distinct texts than `maxPrepared`). `inTransaction`: the caller is inside `client.transaction`.
     */
    async query(text: string, params: unknown[] = [], options: QueryOptions = {}, inTransaction = false): Promise<unknown> {
      if (options.blob !== undefined || options.serializers !== undefined || !dml.test(text)) return null;
      if (!statements.has(text)) {
        if (!seenOnce.has(text)) {
          if (seenOnce.size >= 10 * maxPrepared) seenOnce.clear();
          seenOnce.add(text);
          return null;
        }
        seenOnce.delete(text);
      }
      if (inTransaction) return client.runExclusive(() => run(text, params, options));
      return client._runExclusiveTransaction(() =>
        client.runExclusive(async () => {
          const result = await run(text, params, options);
          if (result !== null) await client.syncToFs();
          return result;
        }),
      );
    },
    /** How many texts are prepared (tests). */
    size: () => statements.size,
  };
}
