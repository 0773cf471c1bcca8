import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withInstanceParsers } from '../../server/db/pglite-parsers.ts';

describe('PGlite with the parsers set once on the instance', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  const keepText = { [types.TIMESTAMPTZ]: (value: string) => value };
  const sql = `select timestamptz '2026-11-22 10:00:00+00' as at, 42 as n`;

  it('answers as the per-query option did, without passing the option to PGlite', async () => {
    const spy = vi.spyOn(client, 'query');
    const wrapped = withInstanceParsers(client);
    const { rows } = await wrapped.query<{ at: unknown; n: number }>(sql, [], { parsers: keepText });
    expect(rows[0]).toEqual({ at: '2026-11-22 10:00:00+00', n: 42 });
    expect(spy.mock.calls[0]![2]).not.toHaveProperty('parsers');
    spy.mockRestore();
  });

  it('does the same inside a transaction', async () => {
    const wrapped = withInstanceParsers(client);
    const row = await wrapped.transaction(async (tx) => (await tx.query<{ at: unknown }>(sql, [], { parsers: keepText })).rows[0]);
    expect(row?.at).toBe('2026-11-22 10:00:00+00');
  });
});
