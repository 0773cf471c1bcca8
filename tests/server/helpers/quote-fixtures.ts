import type { DeviceType } from '@/contract/devices.ts';
import { isNoBetterThan } from '@/contract/pricing.ts';
import type { AnswerAdjustment } from '@/contract/pricing.ts';
import { answerOptions } from '@/contract/quote-answers.ts';
import { seedQuestionSets } from '@server/db/seed/questions.ts';
import type { Question, QuoteType } from '@/contract/questions.ts';
import { getQuestionsResponse } from '@/contract/questions.ts';
import type { SelectedAnswers } from '@/contract/quote.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export async function fetchQuestions(app: TestApp, deviceName: string) {
  const res = await app.inject({ method: 'POST', url: '/api/questions', payload: { device_name: deviceName } });
  return getQuestionsResponse.parse(res.json());
}

export function questionList(lists: { standard: Question[]; advanced: Question[] }, type: QuoteType): Question[] {
  return type === 'advanced' ? [...lists.standard, ...lists.advanced] : lists.standard;
}

/**
 * A complete answer set in asking order: `pick(question, offered)` chooses a label among the answers the
 * wizard would offer at that point (the Excellent rule applied).
 */
export function answerAll(questions: Question[], pick: (question: Question, offered: string[]) => string): SelectedAnswers {
  const answers: SelectedAnswers = {};
  questions.forEach((question, index) => {
    const offered = answerOptions(questions, index, answers).answers.map((answer) => answer.label);
    answers[question.question_text] = pick(question, offered);
  });
  return answers;
}

/** What an answer does to the price, from the seed (the API never sends it). */
export function seedAdjustment(deviceType: DeviceType, question: string, label: string): AnswerAdjustment {
  const set = seedQuestionSets.find((candidate) => candidate.deviceType === deviceType)!;
  const answer = [...set.standard, ...set.advanced].find((q) => q.question_text === question)?.answers.find((a) => a.label === label);
  if (!answer) throw new Error(`No seed answer ${deviceType} / ${question} / ${label}`);
  return { percent: answer.percent ?? 0, fixedPence: answer.fixedPence ?? 0, floor: answer.floor ?? false };
}

/** The answers a seller with a perfect device gives: the best-priced offered answer to every question. */
export function bestAnswers(deviceType: DeviceType, questions: Question[]): SelectedAnswers {
  return answerAll(questions, (question, offered) =>
    offered.reduce((best, label) => {
      const of = (answer: string) => seedAdjustment(deviceType, question.question_text, answer);
      // Strictly better only, so among equals the first offered wins.
      return isNoBetterThan(of(best), of(label)) && !isNoBetterThan(of(label), of(best)) ? label : best;
    }),
  );
}
