/**
 * The answer rules of the wizard. The dynamic Excellent rule lives in the contract because the server
 * enforces it too (an Excellent after a damage 'Yes' is refused); the layout rule is the wizard's own.
 */
export { answerOptions, damageWords, excellentRemovedNote, isConditionQuestion, mentionsDamage } from '@/contract/quote-answers.ts';
export type { AnswerOptions } from '@/contract/quote-answers.ts';

/** docs/product.md#2-screens-and-routes: 1 answer centred; 2 or 4 in two columns; otherwise three. */
export type AnswerLayout = 'single' | 'two-columns' | 'three-columns';

export function answerLayout(count: number): AnswerLayout {
  if (count === 1) return 'single';
  if (count === 2 || count === 4) return 'two-columns';
  return 'three-columns';
}
