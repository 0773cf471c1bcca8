import { describe, expect, it } from 'vitest';
import { checkAnswers, toQuestionSet } from '../../src/contract/index.ts';
import { answerLayout, answerOptions, damageWords, excellentRemovedNote, mentionsDamage } from '../../src/features/quote/model/answer-rules.ts';
import { createQuestion, createQuestionLists } from '../factories/quotes.ts';

const condition = createQuestion('What is the overall condition of your phone?', ['Excellent', 'Good', 'Fair', 'Poor']);

describe('the dynamic Excellent rule (docs/product.md#4-states-and-transitions)', () => {
  it('has the note word for word', () => {
    expect(excellentRemovedNote).toBe('Excellent condition has been removed as physical damage was detected in previous answers.');
  });

  it.each([
    ['crack', 'Is the screen cracked?'],
    ['scratch', 'Are there any scratches on the back?'],
    ['dent', 'Does the case have any dents?'],
    ['chip', 'Are there any chips on the edges?'],
    ['damage', 'Is there any damage to the frame?'],
    ['broken', 'Are any buttons broken?'],
    ['cosmetic', 'Any cosmetic wear?'],
  ])("a 'Yes' to a question mentioning '%s' removes Excellent from a later condition question", (word, text) => {
    expect(damageWords).toContain(word);
    const questions = [createQuestion(text, ['Yes', 'No']), condition];
    const after = answerOptions(questions, 1, { [text]: 'Yes' });
    expect(after.excellentRemoved).toBe(true);
    expect(after.answers.map((a) => a.label)).toEqual(['Good', 'Fair', 'Poor']);
    // 'No' keeps Excellent.
    expect(answerOptions(questions, 1, { [text]: 'No' })).toEqual({ answers: condition.answers, excellentRemoved: false });
  });

  it('ignores damage words inside other words, answers other than yes, and later questions', () => {
    expect(mentionsDamage('Does Face ID (identity check) work?')).toBe(false);
    expect(mentionsDamage('Any accidents?')).toBe(false);
    const power = 'Does your phone power on?';
    expect(answerOptions([createQuestion(power, ['Yes', 'No']), condition], 1, { [power]: 'Yes' }).excellentRemoved).toBe(false);
    const water = 'Has your phone ever had water damage?';
    // The damage question comes after the condition question: it is not an earlier answer.
    expect(answerOptions([condition, createQuestion(water, ['Yes', 'No'])], 0, { [water]: 'Yes' }).excellentRemoved).toBe(false);
  });

  it('only applies to questions whose answers are condition grades', () => {
    const text = 'Any cracks?';
    const other = createQuestion('Which colour?', ['Excellent Blue', 'Red']);
    expect(answerOptions([createQuestion(text, ['Yes', 'No']), other], 1, { [text]: 'Yes' }).excellentRemoved).toBe(false);
  });

  it('is enforced on the server side too: Excellent after damage does not fit the set', () => {
    const lists = createQuestionLists();
    const set = toQuestionSet(7, lists);
    const answers = {
      'Does your phone power on and work normally?': 'Yes',
      'Does the screen have any cracks or chips?': 'Yes',
      'What is the storage capacity of your phone?': '128GB',
      'What is the overall condition of your phone?': 'Excellent',
    };
    expect(checkAnswers(set, 'standard', answers)).toBe(
      "'Excellent' is not a valid answer to: What is the overall condition of your phone? " +
        'Excellent condition has been removed as physical damage was detected in previous answers.',
    );
    expect(checkAnswers(set, 'standard', { ...answers, 'What is the overall condition of your phone?': 'Good' })).toBeNull();
  });
});

describe('the answer layout rule (docs/product.md#quote)', () => {
  it.each([
    [1, 'single'],
    [2, 'two-columns'],
    [4, 'two-columns'],
    [3, 'three-columns'],
    [5, 'three-columns'],
    [6, 'three-columns'],
  ] as const)('%i answers: %s', (count, layout) => {
    expect(answerLayout(count)).toBe(layout);
  });
});
