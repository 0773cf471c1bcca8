import type { Answer, Question, QuoteType, QuestionSet } from './questions.ts';
import { questionsFor } from './questions.ts';
import type { SelectedAnswers } from './quote.ts';

/** docs/product.md#4-states-and-transitions, word for word: shown under a condition question whose Excellent option was removed. */
export const excellentRemovedNote = 'Excellent condition has been removed as physical damage was detected in previous answers.';

const conditionGrades = ['excellent', 'good', 'fair', 'poor'];

/**
 * `docs/product.md#4-states-and-transitions`'s damage words. Matched at the start of a word, so 'dents' and 'cracked' count but 'identity'
 * and 'accident' do not.
 */
export const damageWords = ['crack', 'scratch', 'dent', 'chip', 'damage', 'broken', 'cosmetic'] as const;
const damagePattern = new RegExp(`\\b(${damageWords.join('|')})`, 'i');

export function mentionsDamage(questionText: string): boolean {
  return damagePattern.test(questionText);
}

/** A question whose answers are condition grades (Excellent / Good / Fair / Poor). */
export function isConditionQuestion(question: Question): boolean {
  const labels = question.answers.map((answer) => answer.label.trim().toLowerCase());
  return labels.includes('excellent') && labels.filter((label) => conditionGrades.includes(label)).length >= 2;
}

/** Any question before `index` that mentions damage was answered 'Yes'. */
export function damageReportedBefore(questions: readonly Question[], index: number, answers: SelectedAnswers): boolean {
  return questions
    .slice(0, index)
    .some((question) => mentionsDamage(question.question_text) && answers[question.question_text]?.trim().toLowerCase() === 'yes');
}

export interface AnswerOptions {
  answers: Answer[];
  /** Excellent was taken away by the damage rule: show `excellentRemovedNote`. */
  excellentRemoved: boolean;
}

/** The answers offered for question `index`, after the dynamic Excellent rule of docs/product.md#4-states-and-transitions. */
export function answerOptions(questions: readonly Question[], index: number, answers: SelectedAnswers): AnswerOptions {
  const question = questions[index];
  if (!question) return { answers: [], excellentRemoved: false };
  if (!isConditionQuestion(question) || !damageReportedBefore(questions, index, answers)) {
    return { answers: question.answers, excellentRemoved: false };
  }
  return {
    answers: question.answers.filter((answer) => answer.label.trim().toLowerCase() !== 'excellent'),
    excellentRemoved: true,
  };
}

/**
 * Why these answers cannot be priced, or null when they fit: every question of the quote type answered with
 * a label it offers (after the Excellent rule), and nothing else. The server's 400 message; the wizard
 * never sends such answers.
 */
export function checkAnswers(set: Pick<QuestionSet, 'standard' | 'merged'>, type: QuoteType, answers: SelectedAnswers): string | null {
  const questions = questionsFor(set, type);
  const asked = new Set(questions.map((question) => question.question_text));
  const stranger = Object.keys(answers).find((text) => !asked.has(text));
  if (stranger !== undefined) return `This question is not part of the quote for this device: ${stranger}`;
  for (const [index, question] of questions.entries()) {
    const label = answers[question.question_text];
    if (label === undefined) return `Please answer every question. Missing: ${question.question_text}`;
    const options = answerOptions(questions, index, answers);
    if (!options.answers.some((answer) => answer.label === label)) {
      // Offered by the question set but taken away by the damage rule: say why, in the note the wizard shows.
      const why = options.excellentRemoved && question.answers.some((answer) => answer.label === label) ? ` ${excellentRemovedNote}` : '';
      return `'${label}' is not a valid answer to: ${question.question_text}${why}`;
    }
  }
  return null;
}
