import { count, notExists, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { answers, devicePrices, devices, popularDevices, questionSets, questions } from '../schema/index.ts';
import { seedDevicePrice } from './questions/base-values.ts';
import { laptopQuestions } from './questions/laptop.ts';
import { phoneQuestions } from './questions/phone.ts';
import { tabletQuestions } from './questions/tablet.ts';
import type { SeedQuestionSet } from './questions/types.ts';
import { watchQuestions } from './questions/watch.ts';

export const seedQuestionSets: readonly SeedQuestionSet[] = [phoneQuestions, tabletQuestions, laptopQuestions, watchQuestions];

/** The home page's Popular Devices: two rows of four on a wide screen, best sellers of UK trade-in. */
export const popularDeviceNames = [
  'iPhone 16 Pro Max',
  'iPhone 15',
  'iPhone 13',
  'Samsung Galaxy S24 Ultra',
  'Samsung Galaxy S23',
  'Google Pixel 8 Pro',
  'iPad Air 11-inch (M2)',
  'Apple Watch Series 9',
] as const;

/**
 * Question sets, device prices and the popular list, each only where missing: a restart never overwrites
 * what an operator changed, and devices added to the catalogue later get a price on the next start.
 */
export async function seedQuoteData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [sets] = await tx.select({ n: count() }).from(questionSets);
    if ((sets?.n ?? 0) === 0) {
      for (const set of seedQuestionSets) await insertQuestionSet(tx as unknown as Db, set);
    }

    const unpriced = await tx
      .select({ id: devices.id, device_name: devices.deviceName, brand: devices.brand, device_type: devices.deviceType })
      .from(devices)
      .where(notExists(tx.select({ id: devicePrices.deviceId }).from(devicePrices).where(eq(devicePrices.deviceId, devices.id))));
    if (unpriced.length > 0) {
      await tx.insert(devicePrices).values(unpriced.map((device) => ({ deviceId: device.id, ...seedDevicePrice(device) })));
    }

    const [popular] = await tx.select({ n: count() }).from(popularDevices);
    if ((popular?.n ?? 0) === 0) {
      const rows = await tx.select({ id: devices.id, name: devices.deviceName }).from(devices);
      const ids = new Map(rows.map((row) => [row.name, row.id]));
      const values = popularDeviceNames.flatMap((name, position) => (ids.has(name) ? [{ deviceId: ids.get(name)!, position }] : []));
      if (values.length > 0) await tx.insert(popularDevices).values(values);
    }
  });
}

async function insertQuestionSet(db: Db, set: SeedQuestionSet): Promise<void> {
  const [row] = await db.insert(questionSets).values({ deviceType: set.deviceType }).returning({ id: questionSets.id });
  const list = [
    ...set.standard.map((question) => ({ ...question, quote_type: 'standard' as const })),
    ...set.advanced.map((question) => ({ ...question, quote_type: 'advanced' as const })),
  ];
  const inserted = await db
    .insert(questions)
    .values(
      list.map((question, position) => ({
        setId: row!.id,
        position,
        quoteType: question.quote_type,
        questionText: question.question_text,
        toolTip: question.tool_tip ?? null,
        popup: question.popup ?? null,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  const idAt = new Map(inserted.map((question) => [question.position, question.id]));
  await db.insert(answers).values(
    list.flatMap((question, position) =>
      question.answers.map((answer, answerPosition) => ({
        questionId: idAt.get(position)!,
        position: answerPosition,
        label: answer.label,
        percent: answer.percent ?? 0,
        fixedPence: answer.fixedPence ?? 0,
        floor: answer.floor ?? false,
      })),
    ),
  );
}
