import { describe, expect, it } from 'vitest';
import { answerAdjustment, calculatePricePence, isNoBetterThan, neutralAdjustment, poundsToPence, pricingTable } from '../../src/contract/pricing.ts';
import { answerOptions, checkAnswers, damageReportedBefore, isConditionQuestion, mentionsDamage } from '../../src/contract/quote-answers.ts';
import { toQuestionSet } from '../../src/contract/index.ts';
import { createQuestion, createQuestionLists } from '../factories/quotes.ts';

/** The edges of the shared pricing and answer rules that the server's 400s and the wizard's options rest on. */
describe('answer adjustments and the pricing table (contract)', () => {
  it('a percentage is a whole number from -100 to 100; a fixed amount whole pence; floor a boolean', () => {
    for (const percent of [-100, 0, 100]) expect(answerAdjustment.safeParse({ percent, fixedPence: 0, floor: false }).success).toBe(true);
    for (const percent of [-101, 101, 1.5]) expect(answerAdjustment.safeParse({ percent, fixedPence: 0, floor: false }).success).toBe(false);
    expect(answerAdjustment.safeParse({ percent: 0, fixedPence: 0.5, floor: false }).success).toBe(false);
    expect(answerAdjustment.safeParse({ percent: 0, fixedPence: 0 }).success).toBe(false);
  });

  it('the neutral adjustment changes nothing', () => {
    expect(neutralAdjustment).toEqual({ percent: 0, fixedPence: 0, floor: false });
    const rules = { basePence: 12_345, floorPence: 100, adjustments: { 'Q?': { Yes: neutralAdjustment } } };
    expect(calculatePricePence(rules, { 'Q?': 'Yes' })).toBe(12_345);
  });

  it('a pricing table needs a non-negative base and floor and its adjustments', () => {
    expect(pricingTable.safeParse({ basePence: 1000, floorPence: 100, adjustments: {} }).success).toBe(true);
    expect(pricingTable.safeParse({ floorPence: 100, adjustments: {} }).success).toBe(false);
    expect(pricingTable.safeParse({ basePence: -1, floorPence: 100, adjustments: {} }).success).toBe(false);
    expect(
      pricingTable.safeParse({ basePence: 1000, floorPence: 100, adjustments: { q: { a: { percent: 200, fixedPence: 0, floor: false } } } }).success,
    ).toBe(false);
  });

  it('pounds to pence rounds to the penny', () => {
    expect(poundsToPence(1.1)).toBe(110);
    expect(poundsToPence(12.345)).toBe(1235);
    expect(poundsToPence(0)).toBe(0);
  });

  it('an answer paying more is not "no better"; a floor answer always is', () => {
    const base = { percent: 0, fixedPence: 0, floor: false };
    expect(isNoBetterThan({ ...base, percent: 10 }, base)).toBe(false);
    expect(isNoBetterThan({ ...base, fixedPence: 1 }, base)).toBe(false);
    expect(isNoBetterThan(base, { ...base, floor: true })).toBe(false);
    expect(isNoBetterThan({ ...base, floor: true, percent: 50 }, base)).toBe(true);
  });
});

describe('condition questions and the damage rule', () => {
  const grades = (...labels: string[]) => createQuestion('What is the overall condition?', labels);

  it('a condition question offers Excellent and at least one other grade, whatever the case or spacing', () => {
    for (const other of ['Good', 'Fair', 'Poor']) expect(isConditionQuestion(grades('Excellent', other))).toBe(true);
    expect(isConditionQuestion(grades(' EXCELLENT ', 'good'))).toBe(true);
    expect(isConditionQuestion(grades('Excellent', 'Yes', 'No'))).toBe(false);
    expect(isConditionQuestion(grades('Good', 'Fair', 'Poor'))).toBe(false);
  });

  it('damage words match at the start of a word, in any case', () => {
    expect(mentionsDamage('Any CRACKS on the screen?')).toBe(true);
    expect(mentionsDamage('Is the identity verified?')).toBe(false);
  });

  it("damage counts when answered 'yes' in any case or spacing; an unanswered question is no damage", () => {
    const questions = [createQuestion('Any cracks?', ['Yes', 'No']), grades('Excellent', 'Good')];
    expect(damageReportedBefore(questions, 1, { 'Any cracks?': ' YES ' })).toBe(true);
    expect(damageReportedBefore(questions, 1, {})).toBe(false);
    expect(damageReportedBefore(questions, 1, { 'Any cracks?': 'No' })).toBe(false);
  });

  it('Excellent goes (whatever its case) after reported damage; a question past the end offers nothing', () => {
    const questions = [createQuestion('Any cracks?', ['Yes', 'No']), grades(' excellent', 'Good')];
    expect(answerOptions(questions, 1, { 'Any cracks?': 'Yes' })).toEqual({ answers: [{ label: 'Good' }], excellentRemoved: true });
    expect(answerOptions(questions, 5, {})).toEqual({ answers: [], excellentRemoved: false });
  });
});

describe('checkAnswers (the server 400 messages)', () => {
  const set = toQuestionSet(7, createQuestionLists());
  const complete = Object.fromEntries(set.standard.map((q) => [q.question_text, q.answers.at(-1)!.label]));

  it('names a question that is not part of the quote', () => {
    expect(checkAnswers(set, 'standard', { ...complete, 'Is it gold?': 'Yes' })).toBe(
      'This question is not part of the quote for this device: Is it gold?',
    );
  });

  it('names the first unanswered question', () => {
    const { [set.standard[0]!.question_text]: _left, ...rest } = complete;
    expect(checkAnswers(set, 'standard', rest)).toBe(`Please answer every question. Missing: ${set.standard[0]!.question_text}`);
  });

  it('accepts a complete answer set and refuses a label the question does not offer', () => {
    expect(checkAnswers(set, 'standard', complete)).toBeNull();
    const text = set.standard[2]!.question_text;
    expect(checkAnswers(set, 'standard', { ...complete, [text]: '1TB' })).toBe(`'1TB' is not a valid answer to: ${text}`);
  });
});
