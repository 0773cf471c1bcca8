import { questionsFor } from '@/contract/questions.ts';
import type { Question, QuestionSet, QuoteType, SelectedAnswers } from '@/contract/index.ts';
import { answerOptions } from './answer-rules.ts';

/**
 * The quote wizard's steps (docs/product.md#4-states-and-transitions): choose type, question 1..N, the price being calculated after the
 * last answer (or waiting for a connection when offline), then the summary with the price. An offline estimate asked
 * again of the server is 'calculating' too, with `WizardState.estimate` still shown on the summary meanwhile.
 */
export type WizardStep =
  | { kind: 'choose-type' }
  | { kind: 'question'; index: number }
  | { kind: 'calculating' }
  | { kind: 'awaiting-connection' }
  | {
      kind: 'summary';
      price: number;
      estimated?: boolean;
      /** The server's price replaced this offline estimate (the summary says both figures, or that it is confirmed). */
      replacedEstimate?: number;
    };

export interface WizardState {
  deviceId: number;
  quoteType: QuoteType | null;
  /** question text -> answer label; kept when going back so a revisited step shows its earlier answer. */
  answers: SelectedAnswers;
  step: WizardStep;
  /** While an offline estimate is re-priced (step 'calculating'): the estimate, still shown and still the one Add to Basket queues. */
  estimate?: number;
}

export type WizardEvent =
  | { type: 'choose-type'; quoteType: QuoteType }
  | { type: 'answer'; label: string }
  | { type: 'go-back' }
  | { type: 'jump-to'; index: number }
  /** The browser's Back or Forward reached the wizard's entry for this depth (`wizardDepth`). */
  | { type: 'history-go'; depth: number }
  | { type: 'price-received'; price: number }
  /** No network, but the device's pricing table is stored: the contract's pricing function gives an estimate. */
  | { type: 'price-estimated'; price: number }
  | { type: 'price-failed' }
  | { type: 'went-offline' }
  | { type: 'retry-price' }
  | { type: 'edit-answers' }
  | { type: 'device-changed'; deviceId: number }
  | { type: 'start-again' };

export type WizardQuestions = Pick<QuestionSet, 'standard' | 'merged'>;

export function initialWizardState(deviceId: number): WizardState {
  return { deviceId, quoteType: null, answers: {}, step: { kind: 'choose-type' } };
}

/** The questions of the chosen quote type (none before a type is chosen). */
export function wizardQuestions(state: WizardState, set: WizardQuestions): Question[] {
  return state.quoteType ? questionsFor(set, state.quoteType) : [];
}

/** Pure: the state after `event`. Events that do not apply to the current step leave the state as it is. */
export function transition(state: WizardState, event: WizardEvent, set: WizardQuestions): WizardState {
  const questions = wizardQuestions(state, set);
  const step = state.step;
  switch (event.type) {
    case 'device-changed':
      return event.deviceId === state.deviceId ? state : initialWizardState(event.deviceId);
    case 'start-again':
      return initialWizardState(state.deviceId);
    case 'choose-type':
      if (step.kind !== 'choose-type') return state;
      return { ...state, quoteType: event.quoteType, answers: {}, step: { kind: 'question', index: 0 } };
    case 'answer': {
      if (step.kind !== 'question') return state;
      const offered = answerOptions(questions, step.index, state.answers).answers;
      if (!offered.some((answer) => answer.label === event.label)) return state;
      const answers = pruneInvalid(questions, { ...state.answers, [questions[step.index]!.question_text]: event.label });
      const next = step.index + 1;
      return { ...state, answers, step: next < questions.length ? { kind: 'question', index: next } : { kind: 'calculating' } };
    }
    case 'go-back':
      if (step.kind === 'question' && step.index > 0) return { ...state, step: { kind: 'question', index: step.index - 1 } };
      if (step.kind === 'awaiting-connection') return { ...state, step: { kind: 'question', index: questions.length - 1 } };
      return state;
    case 'jump-to':
      if (step.kind !== 'question' && step.kind !== 'awaiting-connection') return state;
      if (!canJumpTo(state, questions, event.index)) return state;
      return { ...state, step: { kind: 'question', index: event.index } };
    case 'history-go':
      return historyGo(state, questions, event.depth);
    case 'price-received':
      if (step.kind !== 'calculating') return state;
      return settle(state, {
        kind: 'summary',
        price: event.price,
        ...(state.estimate !== undefined ? { replacedEstimate: state.estimate } : {}),
      });
    case 'price-estimated':
      return step.kind === 'calculating' ? settle(state, { kind: 'summary', price: event.price, estimated: true }) : state;
    case 'price-failed':
    case 'went-offline':
      if (step.kind !== 'calculating') return state;
      // A re-priced estimate that gets no price keeps the estimate: the seller is never sent back to a question.
      if (state.estimate !== undefined) return settle(state, { kind: 'summary', price: state.estimate, estimated: true });
      return { ...state, step: event.type === 'went-offline' ? { kind: 'awaiting-connection' } : { kind: 'question', index: questions.length - 1 } };
    case 'retry-price':
      // Back online: a waiting price, or an estimate, is asked of the server (whose price is the one kept).
      if (!allAnswered(questions, state.answers)) return state;
      if (step.kind === 'awaiting-connection') return { ...state, step: { kind: 'calculating' } };
      return step.kind === 'summary' && step.estimated === true ? { ...state, step: { kind: 'calculating' }, estimate: step.price } : state;
    case 'edit-answers':
      // Back to question 1 with the answers kept (each step preselects its answer); the price is gone.
      return step.kind === 'summary' || step.kind === 'awaiting-connection' || state.estimate !== undefined
        ? settle(state, { kind: 'question', index: 0 })
        : state;
  }
}

/**
 * Where the wizard is, as its browser history counts it: the type choice and question 1 share the first entry (Go
 * Back is disabled there too), question i is i, and the price (waiting or shown) is one past the last. A first price
 * being calculated is shown on the last question ('Calculating...'), so it is that question's entry: Back from it
 * goes to the question before, not to the same question again (an outside review).
 */
export function wizardDepth(state: WizardState, set: WizardQuestions): number {
  const step = state.step;
  if (step.kind === 'choose-type') return 0;
  if (step.kind === 'question') return step.index;
  const count = wizardQuestions(state, set).length;
  return step.kind === 'calculating' && state.estimate === undefined ? count - 1 : count;
}

/** Back to an earlier question (answers kept, a price asked for or shown is left), or Forward to one already reached. */
function historyGo(state: WizardState, questions: Question[], depth: number): WizardState {
  if (state.step.kind === 'choose-type' || !Number.isInteger(depth) || depth < 0 || depth > questions.length) return state;
  const reached = questions.slice(0, depth).every((question) => question.question_text in state.answers);
  if (!reached) return state;
  if (depth < questions.length)
    return state.step.kind === 'question' && state.step.index === depth ? state : settle(state, { kind: 'question', index: depth });
  return state.step.kind === 'question' ? { ...state, step: { kind: 'calculating' } } : state;
}

/** Leaves the price step: an estimate being re-priced is done with either way. */
function settle({ estimate: _estimate, ...state }: WizardState, step: WizardStep): WizardState {
  return { ...state, step };
}

/** What the summary shows: the server's price, an estimate, or an estimate being re-priced; null off the summary. */
export function shownPrice(state: WizardState): { price: number; estimated: boolean; refreshing: boolean; replacedEstimate?: number } | null {
  const step = state.step;
  if (step.kind === 'summary') {
    const replaced = step.replacedEstimate !== undefined ? { replacedEstimate: step.replacedEstimate } : {};
    return { price: step.price, estimated: step.estimated === true, refreshing: false, ...replaced };
  }
  return step.kind === 'calculating' && state.estimate !== undefined ? { price: state.estimate, estimated: true, refreshing: true } : null;
}

/** An answered step, or the first unanswered one, other than the current step. */
export function canJumpTo(state: WizardState, questions: Question[], index: number): boolean {
  if (index < 0 || index >= questions.length) return false;
  if (state.step.kind === 'question' && state.step.index === index) return false;
  return questions[index]!.question_text in state.answers;
}

export function allAnswered(questions: Question[], answers: SelectedAnswers): boolean {
  return questions.length > 0 && questions.every((question) => question.question_text in answers);
}

/** Drops later answers an earlier change made invalid (Excellent after a new damage 'Yes'). */
export function pruneInvalid(questions: Question[], answers: SelectedAnswers): SelectedAnswers {
  const kept: SelectedAnswers = {};
  questions.forEach((question, index) => {
    const label = answers[question.question_text];
    if (label === undefined) return;
    if (answerOptions(questions, index, kept).answers.some((answer) => answer.label === label)) kept[question.question_text] = label;
  });
  return kept;
}

/** Go Back shows once a question has been answered; it is disabled on question 1 and while calculating. */
export function goBackState(state: WizardState): { visible: boolean; disabled: boolean; calculating: boolean } {
  const calculating = state.step.kind === 'calculating';
  const onQuestion = state.step.kind === 'question' || calculating;
  const visible = onQuestion && Object.keys(state.answers).length > 0;
  return { visible, disabled: calculating || (state.step.kind === 'question' && state.step.index === 0), calculating };
}
