import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { answers, quotes } from '../../server/db/schema/index.ts';
import { explainQuote } from '../../server/services/pricing/quote-explained.ts';
import { bestAnswers, fetchQuestions, questionList } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

const migrations = path.resolve(import.meta.dirname, '../../server/db/migrations');

/** The migrations as they were before the compact quote record: every entry before the one adding `answer_ids`. */
function migrationsBeforeCompactQuotes(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qmt-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const first = journal.entries.findIndex((entry) => readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8').includes('"answer_ids"'));
  expect(first, 'a migration adds quotes.answer_ids').toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, first);
  writeFileSync(journalFile, JSON.stringify(journal));
  for (const name of readdirSync(dir))
    if (name.endsWith('.sql') && !journal.entries.some((entry) => name === `${entry.tag}.sql`)) rmSync(path.join(dir, name));
  return dir;
}

/** A database migrated to the older schema, then opened by today's code (which migrates it the rest of the way). */
async function upgradedDatabase(fill: (run: (query: string) => Promise<unknown>) => Promise<void>): Promise<Database> {
  const oldMigrations = migrationsBeforeCompactQuotes();
  try {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      const pg = await PGlite.create();
      await migratePglite(drizzlePglite(pg), { migrationsFolder: oldMigrations });
      await fill((query) => pg.exec(query));
      return await openDatabase({ pglite: pg });
    }
    const name = `qmt_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const old = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(old), { migrationsFolder: oldMigrations });
    await fill((query) => old.unsafe(query));
    await old.end();
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  } finally {
    rmSync(oldMigrations, { recursive: true, force: true });
  }
}

describe('compact quote records (docs/decisions/190-compact-quote-records.md)', () => {
  it('quotes recorded before the compact form survive the upgrade: answers in their order, adjustments, base, floor, price', async () => {
    const condition = 'What is the overall condition of your phone?';
    const cracks = 'Does your phone have any cracks?';
    const database = await upgradedDatabase(async (run) => {
      await run(`
        insert into devices (id, device_name, brand, device_type, image_url, position) values (1, 'Old Phone', 'Acme', 'phone', '/i.png', 0);
        insert into question_sets (id, device_type) values (1, 'phone');
        insert into questions (id, set_id, position, quote_type, question_text) values (1, 1, 0, 'standard', '${cracks}'), (2, 1, 1, 'standard', '${condition}');
        insert into answers (id, question_id, position, label, percent) values (1, 1, 0, 'No', 0), (2, 1, 1, 'Yes', -40), (3, 2, 0, 'Excellent', 5), (4, 2, 1, 'Good', 0);
        insert into device_prices (device_id, base_pence, floor_pence) values (1, 10000, 500);
        insert into quotes (device_id, question_set_id, quote_type, selected_answers, base_pence, floor_pence, adjustments, price_pence) values
          (1, 1, 'standard', '{"${cracks}": "Yes", "${condition}": "Excellent"}', 10000, 500, '{"${cracks}": {"percent": -40, "fixedPence": 0, "floor": false}, "${condition}": {"percent": 5, "fixedPence": 0, "floor": false}}', 6300);
        -- The rules changed after that quote: it must still be explained by what it carried.
        update answers set percent = -50 where id = 2;
      `);
    });
    try {
      const [old] = await database.db.select({ id: quotes.id }).from(quotes);
      expect(await explainQuote(database.db, old!.id)).toMatchObject({
        deviceId: 1,
        quoteType: 'standard',
        basePence: 10000,
        floorPence: 500,
        pricePence: 6300,
        selectedAnswers: { [cracks]: 'Yes', [condition]: 'Excellent' },
        adjustments: { [cracks]: { percent: -40, fixedPence: 0, floor: false }, [condition]: { percent: 5, fixedPence: 0, floor: false } },
        adjustmentsGivePrice: true,
      });
      expect(Object.keys((await explainQuote(database.db, old!.id))!.selectedAnswers)).toEqual([cracks, condition]);

      // New rows in the compact form sit beside it; a row with neither form is refused.
      const [fresh] = await database.db
        .insert(quotes)
        .values({ deviceId: 1, questionSetId: 1, quoteType: 'standard', answerIds: [1, 4], basePence: 10000, floorPence: 500, pricePence: 10000 })
        .returning({ id: quotes.id });
      expect(await explainQuote(database.db, fresh!.id)).toMatchObject({
        selectedAnswers: { [cracks]: 'No', [condition]: 'Good' },
        adjustmentsGivePrice: true,
      });
      await expect(
        database.db.execute(
          sql`insert into quotes (device_id, question_set_id, quote_type, base_pence, floor_pence, price_pence) values (1, 1, 'standard', 1, 1, 1)`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });

  describe('on the seeded catalogue', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('a compact quote says when an answer’s rule changed after it (the rebuilt adjustments no longer give its price)', async () => {
      const found = await fetchQuestions(t.app, 'iPhone 14');
      const selected = bestAnswers('phone', questionList(found.questions, 'standard'));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/quote/calculate',
        payload: { deviceId: found.deviceId, selected_answers: selected, quoteType: 'standard' },
      });
      expect(res.statusCode).toBe(200);
      await t.app.quoteRecorder.flush();
      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.deviceId, found.deviceId));
      expect(await explainQuote(t.database.db, row!.id)).toMatchObject({ selectedAnswers: selected, adjustmentsGivePrice: true });

      const condition = row!.answerIds!.at(-1)!;
      const [rule] = await t.database.db.select().from(answers).where(eq(answers.id, condition));
      await t.database.db
        .update(answers)
        .set({ percent: rule!.percent - 10 })
        .where(eq(answers.id, condition));
      try {
        expect(await explainQuote(t.database.db, row!.id)).toMatchObject({ pricePence: row!.pricePence, adjustmentsGivePrice: false });
      } finally {
        await t.database.db.update(answers).set({ percent: rule!.percent }).where(eq(answers.id, condition));
      }
    });
  });
});
