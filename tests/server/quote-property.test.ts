import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOptions, calculateQuoteResponse, isNoBetterThan, isConditionQuestion } from '../../src/contract/index.ts';
import type { DeviceType, Question, QuoteType, SelectedAnswers } from '../../src/contract/index.ts';
import { fetchQuestions, questionList, seedAdjustment } from './helpers/quote-fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';

/** Offered labels at each step, with a chosen index per question turned into a valid answer set. */
function buildAnswers(questions: Question[], choose: (index: number, offered: string[]) => string): SelectedAnswers {
  const answers: SelectedAnswers = {};
  questions.forEach((question, index) => {
    const offered = answerOptions(questions, index, answers).answers.map((answer) => answer.label);
    answers[question.question_text] = choose(index, offered);
  });
  return answers;
}

describe('pricing property: a worse answer never raises the price (through the API)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const devices: { name: string; type: DeviceType; deviceId: number; lists: Record<QuoteType, Question[]> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, type] of [
      ['iPhone 13', 'phone'],
      ['iPad (10th generation)', 'tablet'],
      ['MacBook Air 13" M2 (2022)', 'laptop'],
      ['Apple Watch Series 8', 'watch'],
    ] as const) {
      const found = await fetchQuestions(t.app, name);
      devices.push({
        name,
        type,
        deviceId: found.deviceId,
        lists: { standard: questionList(found.questions, 'standard'), advanced: questionList(found.questions, 'advanced') },
      });
    }
  });
  afterAll(() => t.close());

  async function price(deviceId: number, quoteType: QuoteType, answers: SelectedAnswers): Promise<number> {
    const res = await t.app.inject({ method: 'POST', url: '/api/quote/calculate', payload: { deviceId, quoteType, selected_answers: answers } });
    expect(res.statusCode, res.body).toBe(200);
    return calculateQuoteResponse.parse(res.json()).price;
  }

  it('holds for random answer sets on every device type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 3 }),
        fc.constantFrom<QuoteType>('standard', 'advanced'),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        async (deviceIndex, quoteType, picks, questionPick, worsePick) => {
          const device = devices[deviceIndex]!;
          const questions = device.lists[quoteType];
          const adj = (question: string, label: string) => seedAdjustment(device.type, question, label);
          const original = buildAnswers(questions, (index, offered) => offered[picks[index]! % offered.length]!);

          // Change one answer to one that is no better, then re-walk: if that removed Excellent, the
          // condition answer drops to Good (also no better).
          const target = questions[questionPick % questions.length]!;
          const current = original[target.question_text]!;
          const worse = target.answers
            .map((a) => a.label)
            .filter((label) => isNoBetterThan(adj(target.question_text, label), adj(target.question_text, current)));
          const replacement = worse[worsePick % worse.length]!;
          const variant = buildAnswers(questions, (index, offered) => {
            const question = questions[index]!;
            const wanted = question === target ? replacement : original[question.question_text]!;
            return offered.includes(wanted) ? wanted : isConditionQuestion(question) ? 'Good' : offered[0]!;
          });

          const before = await price(device.deviceId, quoteType, original);
          const after = await price(device.deviceId, quoteType, variant);
          expect(after).toBeLessThanOrEqual(before);
          expect(after).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
