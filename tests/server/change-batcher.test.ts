import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeBatcher } from '../../server/http/idempotency/batched.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The batcher's own promises (server/http/idempotency/batched.ts), over the real database with a small writer. */
describe('createChangeBatcher', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes arriving together are written in one call; a lone change is not kept waiting for company', async () => {
    const calls: string[][] = [];
    const batcher = createChangeBatcher(t.database, async (tx, inputs: string[]) => {
      calls.push(inputs);
      await tx.execute(sql`select 1`);
      return inputs.map((input) => ({ statusCode: 200, body: input.toUpperCase() }));
    });
    const answers = await Promise.all(['a', 'b', 'c'].map((input) => batcher.run(input, null)));
    expect(answers.map((answer) => answer.body)).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
    expect((await batcher.run('d', null)).body).toBe('D');
    expect(calls).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('a batch that fails is tried one change at a time: only the bad change fails, and the others are answered', async () => {
    const calls: string[][] = [];
    const batcher = createChangeBatcher(t.database, async (_tx, inputs: string[]) => {
      calls.push(inputs);
      if (inputs.includes('bad')) throw new Error('cannot write bad');
      return inputs.map((input) => ({ statusCode: 200, body: input }));
    });
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((input) => batcher.run(input, null)));
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value.body : (result.reason as Error).message))).toEqual([
      'a',
      'cannot write bad',
      'c',
    ]);
    expect(calls).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
