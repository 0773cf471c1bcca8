import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withInstanceParsers } from '../../server/db/pglite-parsers.ts';

// docs/decisions/151-prepared-statements-on-pglite.md: a repeated statement is one call into PGlite, same answers.
describe('PGlite statements prepared on their second run', () => {
  let client: PGlite;
  let db: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table things (id serial primary key, name text unique not null, at timestamptz not null, data json)`);
    db = withInstanceParsers(client);
  });
  afterAll(() => client.close());

  const keepText = { [types.TIMESTAMPTZ]: (value: string) => value };
  const insert = `insert into things (name, at, data) values ($1, $2, $3) returning id, name, at, data`;

  it('answers a repeated statement as the ordinary path does, in one call into PGlite', async () => {
    const first = await db.query(insert, ['a', '2026-11-23 09:00:00+00', JSON.stringify({ k: [1, 2] })], { parsers: keepText });
    const calls = vi.spyOn(client, 'execProtocolStream');
    const second = await db.query(insert, ['b', '2026-11-23 09:00:01+00', JSON.stringify({ k: [3] })], { parsers: keepText });
    const third = await db.query(insert, ['c', '2026-11-23 09:00:02+00', null], { parsers: keepText });
    // The second run prepares (one call) and runs (one call); the third only runs.
    expect(calls).toHaveBeenCalledTimes(3);
    calls.mockRestore();
    expect(first.rows).toEqual([{ id: 1, name: 'a', at: '2026-11-23 09:00:00+00', data: { k: [1, 2] } }]);
    expect(second.rows).toEqual([{ id: 2, name: 'b', at: '2026-11-23 09:00:01+00', data: { k: [3] } }]);
    expect(third.rows).toEqual([{ id: 3, name: 'c', at: '2026-11-23 09:00:02+00', data: null }]);
    expect(third.affectedRows).toBe(1);

    const select = `select id, name from things where id > $1 order by id`;
    await db.query(select, [0], { rowMode: 'array' });
    expect((await db.query(select, [1], { rowMode: 'array' })).rows).toEqual([
      [2, 'b'],
      [3, 'c'],
    ]);
  });

  it('runs prepared inside a transaction, and a rollback undoes what it wrote', async () => {
    const rename = `update things set name = $1 where id = $2 returning name`;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(rename, ['x', 1]);
        expect((await tx.query(rename, ['y', 2])).rows).toEqual([{ name: 'y' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.query(`select name from things where id in (1, 2) order by id`)).rows).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('reports a database error with its code from a prepared statement, and the database goes on', async () => {
    await expect(db.query(insert, ['a', '2026-11-23 09:00:00+00', null])).rejects.toMatchObject({ code: '23505' });
    const inTx = db.transaction(async (tx) => tx.query(insert, ['b', '2026-11-23 09:00:00+00', null]));
    await expect(inTx).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(insert, ['d', '2026-11-23 09:00:03+00', null], { parsers: keepText })).rows[0]).toMatchObject({ name: 'd' });
  });
});
