import { asc, eq } from 'drizzle-orm';
import type { Device, DeviceType } from '@/contract/devices.ts';
import type { PricingRules } from '@/contract/pricing.ts';
import type { Question, QuestionLists } from '@/contract/questions.ts';
import type { Db } from '../../db/client.ts';
import { answers, questionSets, questions } from '../../db/schema/index.ts';

export interface DeviceQuestions {
  device: Device;
  lists: QuestionLists;
  /** question text -> answer label -> adjustment */
  adjustments: PricingRules['adjustments'];
  /** question text -> answer label -> answers.id (what a quote record names: services/pricing/price-quote.ts) */
  answerIds: Record<string, Record<string, number>>;
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
      answerId: answers.id,
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
  const answerIds: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    let question = byId.get(row.questionId);
    if (!question) {
      question = { question_text: row.text, quote_type: row.quoteType, answers: [] };
      if (row.toolTip) question.tool_tip = row.toolTip;
      if (row.popup) question.popup = row.popup;
      byId.set(row.questionId, question);
      adjustments[row.text] = {};
      answerIds[row.text] = {};
    }
    question.answers.push({ label: row.label });
    adjustments[row.text]![row.label] = { percent: row.percent, fixedPence: row.fixedPence, floor: row.floor };
    answerIds[row.text]![row.label] = row.answerId;
  }
  const list = [...byId.values()];
  const standard = list.filter((question) => question.quote_type === 'standard');
  if (standard.length === 0) return null;
  return {
    lists: { id: rows[0]!.setId, standard, advanced: list.filter((question) => question.quote_type === 'advanced') },
    adjustments,
    answerIds,
  };
}
