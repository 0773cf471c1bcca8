import type { PGlite } from '@electric-sql/pglite';
import { createPreparedStatements } from './pglite-prepared.ts';

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;
type Queryable = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<unknown> };
/** Told of each statement sent to the database (tests count a call's round trips); BEGIN and COMMIT included. */
export type StatementListener = (sql: string) => void;

/**
 * Drizzle passes the same `parsers` option with every PGlite query (date and time types kept as text), and PGlite
 * merges a copy of its whole parser table (over 300 entries) for each query that carries one: about a third of a
 * simple query's time. The same parsers are set on the instance once, and the option is dropped on the way in.
 * `onStatement` hears every statement (PGlite runs a transaction's BEGIN and COMMIT itself, so they are told here).
 */
export function withInstanceParsers(client: PGlite, onStatement?: StatementListener): PGlite {
  let installed = false;
  const install = (parsers: Record<number, unknown>) => {
    if (installed) return;
    Object.assign(client.parsers, parsers);
    installed = true;
  };
  const prepared = createPreparedStatements(client);
  const strip = (target: Queryable, inTransaction: boolean): Queryable['query'] => {
    const query = target.query.bind(target);
    return async (sql, params, options) => {
      onStatement?.(sql);
      let rest = options;
      if (options?.parsers) {
        install(options.parsers);
        const { parsers: _dropped, ...others } = options;
        rest = others;
      }
      // Prepared once per text (pglite-prepared.ts); null: this one goes the ordinary way.
      return (await prepared.query(sql, params, rest, inTransaction)) ?? query(sql, params, rest);
    };
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'query') return strip(target as unknown as Queryable, false);
      if (key === 'transaction') {
        return async <T>(run: (tx: Queryable) => Promise<T>) => {
          onStatement?.('BEGIN');
          try {
            const result = await target.transaction((tx) =>
              run(
                new Proxy(tx, {
                  get: (t, k) => (k === 'query' ? strip(t as unknown as Queryable, true) : Reflect.get(t, k)),
                }) as unknown as Queryable,
              ),
            );
            onStatement?.('COMMIT');
            return result;
          } catch (error) {
            onStatement?.('ROLLBACK');
            throw error;
          }
        };
      }
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
