import type { Device } from '@/contract/index.ts';
import type { QuoteDraft } from '@/offline/drafts.ts';
import { allAnswered, initialWizardState, pruneInvalid, shownPrice, wizardQuestions } from './wizard.ts';
import type { WizardQuestions, WizardState } from './wizard.ts';

/**
 * What a draft keeps of the wizard: the type, the answers and where it stopped. The server's price is not trusted
 * later; an estimate is kept (also while it is being re-priced), to be shown again while the server is asked.
 */
export function toDraft(state: WizardState, device: Device, now = Date.now()): QuoteDraft {
  const step = state.step;
  const shown = shownPrice(state);
  const draftStep = step.kind === 'choose-type' ? 'choose-type' : step.kind === 'question' ? step.index : 'price';
  const status = shown ? 'priced' : step.kind === 'awaiting-connection' ? 'awaiting-price' : 'in-progress';
  return {
    deviceId: device.id,
    device,
    quoteType: state.quoteType,
    answers: state.answers,
    step: draftStep,
    status,
    ...(shown ? { price: shown.price, ...(shown.estimated ? { estimated: true } : {}) } : {}),
    updatedAt: now,
  };
}

/** A draft worth offering to continue: a quote type was chosen. */
export function hasProgress(draft: QuoteDraft | undefined): draft is QuoteDraft {
  return draft !== undefined && draft.quoteType !== null;
}

/**
 * The wizard state to continue a draft with, against the question set in hand (which may have changed since):
 * answers that no longer fit are dropped, the step is kept unless it skips an unanswered question, and a draft
 * that had reached its price is priced again (the server's price of today, not a stored one). An estimate stays on
 * its summary meanwhile (a reload during the check must not bring back the last question: an outside review).
 */
export function resumeState(draft: QuoteDraft, set: WizardQuestions): WizardState {
  const base = initialWizardState(draft.deviceId);
  if (draft.quoteType === null) return base;
  const state: WizardState = { ...base, quoteType: draft.quoteType };
  const questions = wizardQuestions(state, set);
  const answers = pruneInvalid(questions, draft.answers);
  const firstUnanswered = questions.findIndex((question) => !(question.question_text in answers));
  if (firstUnanswered === -1 && allAnswered(questions, answers) && draft.step === 'price') {
    const estimate = draft.estimated === true && typeof draft.price === 'number' ? { estimate: draft.price } : {};
    return { ...state, answers, step: { kind: 'calculating' }, ...estimate };
  }
  const wanted = typeof draft.step === 'number' ? draft.step : questions.length - 1;
  const limit = firstUnanswered === -1 ? questions.length - 1 : firstUnanswered;
  return { ...state, answers, step: { kind: 'question', index: Math.max(0, Math.min(wanted, limit)) } };
}
