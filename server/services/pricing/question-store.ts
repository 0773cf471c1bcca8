import { asc, eq, sql } from 'drizzle-orm';
import type { Device, DeviceType } from '../../../src/contract/devices.ts';
import type { PricingRules } from '../../../src/contract/pricing.ts';
import type { Question, QuestionLists } from '../../../src/contract/questions.ts';
import type { Db } from '../../db/client.ts';
import { answers, devicePrices, devices, questionSets, questions } from '../../db/schema/index.ts';

export interface DeviceQuestions {
  device: Device;
  lists: QuestionLists;
  /** question text -> answer label -> adjustment */
  adjustments: PricingRules['adjustments'];
}

const deviceColumns = {
  id: devices.id,
  device_name: devices.deviceName,
  brand: devices.brand,
  device_type: devices.deviceType,
  image_url: devices.imageUrl,
};

/** Exact name first; the same name in another case (a typed /quote link) is accepted too. */
export async function findDeviceByName(db: Db, name: string): Promise<Device | null> {
  const trimmed = name.trim();
  const [exact] = await db.select(deviceColumns).from(devices).where(eq(devices.deviceName, trimmed)).limit(1);
  if (exact) return exact;
  const [loose] = await db
    .select(deviceColumns)
    .from(devices)
    .where(sql`lower(${devices.deviceName}) = lower(${trimmed})`)
    .orderBy(asc(devices.id))
    .limit(1);
  return loose ?? null;
}

export async function findDeviceById(db: Db, id: number): Promise<Device | null> {
  const [row] = await db.select(deviceColumns).from(devices).where(eq(devices.id, id)).limit(1);
  return row ?? null;
}

/** The device type's question set with each answer's price adjustment; null when it has none. */
export async function loadQuestions(db: Db, device: Device): Promise<DeviceQuestions | null> {
  const found = await loadQuestionsForType(db, device.device_type);
  return found ? { device, ...found } : null;
}

/** One device type's question set and its answers' adjustments (the offline pack sends all of them). */
export async function loadQuestionsForType(db: Db, deviceType: DeviceType): Promise<Omit<DeviceQuestions, 'device'> | null> {
  const rows = await db
    .select({
      setId: questionSets.id,
      questionId: questions.id,
      quoteType: questions.quoteType,
      text: questions.questionText,
      toolTip: questions.toolTip,
      popup: questions.popup,
      label: answers.label,
      percent: answers.percent,
      fixedPence: answers.fixedPence,
      floor: answers.floor,
    })
    .from(questionSets)
    .innerJoin(questions, eq(questions.setId, questionSets.id))
    .innerJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questionSets.deviceType, deviceType))
    .orderBy(asc(questions.position), asc(answers.position));
  if (rows.length === 0) return null;

  const byId = new Map<number, Question>();
  const adjustments: Record<string, Record<string, { percent: number; fixedPence: number; floor: boolean }>> = {};
  for (const row of rows) {
    let question = byId.get(row.questionId);
    if (!question) {
      question = { question_text: row.text, quote_type: row.quoteType, answers: [] };
      if (row.toolTip) question.tool_tip = row.toolTip;
      if (row.popup) question.popup = row.popup;
      byId.set(row.questionId, question);
      adjustments[row.text] = {};
    }
    question.answers.push({ label: row.label });
    adjustments[row.text]![row.label] = { percent: row.percent, fixedPence: row.fixedPence, floor: row.floor };
  }
  const list = [...byId.values()];
  const standard = list.filter((question) => question.quote_type === 'standard');
  if (standard.length === 0) return null;
  return {
    lists: { id: rows[0]!.setId, standard, advanced: list.filter((question) => question.quote_type === 'advanced') },
    adjustments,
  };
}

export async function loadDevicePrice(db: Db, deviceId: number): Promise<{ basePence: number; floorPence: number } | null> {
  const [row] = await db
    .select({ basePence: devicePrices.basePence, floorPence: devicePrices.floorPence })
    .from(devicePrices)
    .where(eq(devicePrices.deviceId, deviceId))
    .limit(1);
  return row ?? null;
}

/** Every device's base and floor, for the offline pack. */
export async function loadAllDevicePrices(db: Db): Promise<{ deviceId: number; basePence: number; floorPence: number }[]> {
  return db.select({ deviceId: devicePrices.deviceId, basePence: devicePrices.basePence, floorPence: devicePrices.floorPence }).from(devicePrices).orderBy(asc(devicePrices.deviceId));
}
