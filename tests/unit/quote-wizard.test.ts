import { describe, expect, it } from 'vitest';
import { toQuestionSet } from '../../src/contract/index.ts';
import { hasProgress, resumeState, toDraft } from '../../src/features/quote/model/draft.ts';
import { goBackState, initialWizardState, shownPrice, transition, wizardDepth } from '../../src/features/quote/model/wizard.ts';
import type { WizardEvent, WizardState } from '../../src/features/quote/model/wizard.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

const set = toQuestionSet(7, createQuestionLists());
const [power, cracks, storage, condition] = set.standard.map((q) => q.question_text) as [string, string, string, string];

function run(events: WizardEvent[], from: WizardState = initialWizardState(7)): WizardState {
  return events.reduce((state, event) => transition(state, event, set), from);
}

const quick = (...labels: string[]): WizardEvent[] => [
  { type: 'choose-type', quoteType: 'standard' },
  ...labels.map((label) => ({ type: 'answer', label }) as const),
];

describe('quote wizard transitions', () => {
  it('chooses a type, answers each question in turn, then calculates after the last', () => {
    expect(run([{ type: 'choose-type', quoteType: 'standard' }]).step).toEqual({ kind: 'question', index: 0 });
    const answered = run(quick('Yes', 'No', '128GB', 'Good'));
    expect(answered.step).toEqual({ kind: 'calculating' });
    expect(answered.answers).toEqual({ [power]: 'Yes', [cracks]: 'No', [storage]: '128GB', [condition]: 'Good' });
    expect(run([{ type: 'price-received', price: 123.45 }], answered).step).toEqual({ kind: 'summary', price: 123.45 });
  });

  it('an advanced quote walks the merged list: standard then advanced', () => {
    const state = run([{ type: 'choose-type', quoteType: 'advanced' }, ...quick('Yes', 'No', '128GB', 'Good').slice(1)]);
    expect(state.step).toEqual({ kind: 'question', index: 4 });
    expect(
      run(
        [
          { type: 'answer', label: 'No' },
          { type: 'answer', label: 'Yes, I will remove them' },
          { type: 'answer', label: 'No' },
        ],
        state,
      ).step,
    ).toEqual({ kind: 'calculating' });
  });

  it('ignores an answer the question does not offer (Excellent after a crack)', () => {
    const state = run(quick('Yes', 'Yes', '128GB'));
    expect(run([{ type: 'answer', label: 'Excellent' }], state)).toBe(state);
    expect(run([{ type: 'answer', label: 'Fair' }], state).answers[condition]).toBe('Fair');
  });

  it('go back: not on question 1, one step otherwise, never while calculating', () => {
    const first = run(quick());
    expect(run([{ type: 'go-back' }], first)).toBe(first);
    expect(goBackState(first)).toEqual({ visible: false, disabled: true, calculating: false });

    const third = run(quick('Yes', 'No'));
    expect(goBackState(third)).toEqual({ visible: true, disabled: false, calculating: false });
    const back = run([{ type: 'go-back' }], third);
    expect(back.step).toEqual({ kind: 'question', index: 1 });
    // The revisited step keeps (preselects) its earlier answer.
    expect(back.answers[cracks]).toBe('No');

    const calculating = run(quick('Yes', 'No', '128GB', 'Good'));
    expect(run([{ type: 'go-back' }], calculating)).toBe(calculating);
    expect(goBackState(calculating)).toEqual({ visible: true, disabled: true, calculating: true });
  });

  it('jumps back to answered steps only', () => {
    const third = run(quick('Yes', 'No'));
    expect(run([{ type: 'jump-to', index: 0 }], third).step).toEqual({ kind: 'question', index: 0 });
    expect(run([{ type: 'jump-to', index: 3 }], third)).toBe(third);
  });

  it('changing an earlier answer drops a later Excellent that no longer applies', () => {
    const editing = run([...quick('Yes', 'No', '128GB', 'Excellent'), { type: 'price-received', price: 300 }, { type: 'edit-answers' }]);
    // Question 1 again (same answer), then question 2 now says the screen is cracked.
    const edited = run(
      [
        { type: 'answer', label: 'Yes' },
        { type: 'answer', label: 'Yes' },
      ],
      editing,
    );
    expect(edited.answers[cracks]).toBe('Yes');
    expect(edited.answers[condition]).toBeUndefined();
    expect(edited.step).toEqual({ kind: 'question', index: 2 });
  });

  it('Edit Answers resets to question 1 and clears the price, keeping answers to preselect', () => {
    const summary = run([...quick('Yes', 'No', '128GB', 'Good'), { type: 'price-received', price: 250 }]);
    const editing = run([{ type: 'edit-answers' }], summary);
    expect(editing.step).toEqual({ kind: 'question', index: 0 });
    expect(editing.answers[condition]).toBe('Good');
    expect(JSON.stringify(editing)).not.toContain('250');
  });

  it('a failed price goes back to the last question; offline waits for the connection, then retries', () => {
    const calculating = run(quick('Yes', 'No', '128GB', 'Good'));
    expect(run([{ type: 'price-failed' }], calculating).step).toEqual({ kind: 'question', index: 3 });
    const waiting = run([{ type: 'went-offline' }], calculating);
    expect(waiting.step).toEqual({ kind: 'awaiting-connection' });
    expect(run([{ type: 'retry-price' }], waiting).step).toEqual({ kind: 'calculating' });
  });

  it("the browser's Back and Forward: any question reached, the price once all are answered, nothing before a type", () => {
    const go = (depth: number): WizardEvent => ({ type: 'history-go', depth });
    expect(wizardDepth(initialWizardState(7), set)).toBe(0);
    expect(run([go(0)])).toEqual(initialWizardState(7));

    const third = run(quick('Yes', 'No'));
    expect(wizardDepth(third, set)).toBe(2);
    const back = run([go(1)], third);
    expect(back.step).toEqual({ kind: 'question', index: 1 });
    expect(back.answers[cracks]).toBe('No');
    // Forward: to a question whose earlier ones are all answered, not past the first unanswered one.
    expect(run([go(2)], back).step).toEqual({ kind: 'question', index: 2 });
    expect(run([go(3)], back)).toBe(back);
    expect(run([go(2)], third)).toBe(third);

    // Back from the price (shown, an estimate being re-priced, or still asked for) to the last question.
    const summary = run([...quick('Yes', 'No', '128GB', 'Good'), { type: 'price-received', price: 250 }]);
    expect(wizardDepth(summary, set)).toBe(4);
    const last = run([go(3)], summary);
    expect(last.step).toEqual({ kind: 'question', index: 3 });
    expect(JSON.stringify(last)).not.toContain('250');
    // A first price being calculated is shown on the last question, and counted as its entry.
    expect(wizardDepth(run(quick('Yes', 'No', '128GB', 'Good')), set)).toBe(3);
    expect(run([go(2)], run(quick('Yes', 'No', '128GB', 'Good'))).step).toEqual({ kind: 'question', index: 2 });
    const refreshing = run([{ type: 'price-estimated', price: 200 }, { type: 'retry-price' }], run(quick('Yes', 'No', '128GB', 'Good')));
    // An estimate being re-priced stays on its summary, the price's entry.
    expect(wizardDepth(refreshing, set)).toBe(4);
    expect(run([go(0)], refreshing)).toEqual({ ...refreshing, step: { kind: 'question', index: 0 }, estimate: undefined });
    // Forward to the price asks for it again; not from the price itself, nor past the end.
    expect(run([go(4)], last).step).toEqual({ kind: 'calculating' });
    expect(run([go(4)], summary)).toBe(summary);
    expect(run([go(5)], last)).toBe(last);
    expect(run([go(-1)], last)).toBe(last);
  });

  it('a device change resets everything; the same device changes nothing', () => {
    const state = run(quick('Yes', 'No'));
    expect(run([{ type: 'device-changed', deviceId: 7 }], state)).toBe(state);
    expect(run([{ type: 'device-changed', deviceId: 8 }], state)).toEqual(initialWizardState(8));
    expect(run([{ type: 'start-again' }], state)).toEqual(initialWizardState(7));
  });
});

describe('drafts', () => {
  const device = createDevice();

  it('records the step, answers and status, and resumes where it stopped', () => {
    const state = run(quick('Yes', 'No'));
    const draft = toDraft(state, device, 1000);
    expect(draft).toEqual({ deviceId: 7, device, quoteType: 'standard', answers: state.answers, step: 2, status: 'in-progress', updatedAt: 1000 });
    expect(hasProgress(draft)).toBe(true);
    expect(resumeState(draft, set)).toEqual(state);
    expect(hasProgress(toDraft(initialWizardState(7), device))).toBe(false);
  });

  it('a draft that reached its price is priced again; answers that no longer fit are dropped', () => {
    const summary = run([...quick('Yes', 'No', '128GB', 'Good'), { type: 'price-received', price: 99 }]);
    const draft = toDraft(summary, device);
    expect(draft).toMatchObject({ step: 'price', status: 'priced', price: 99 });
    expect(resumeState(draft, set).step).toEqual({ kind: 'calculating' });

    const stale = { ...draft, answers: { ...draft.answers, [storage]: '1TB' } };
    expect(resumeState(stale, set)).toMatchObject({ step: { kind: 'question', index: 2 } });
    expect(resumeState(stale, set).answers[storage]).toBeUndefined();
  });

  it('an estimate, also one being re-priced, is kept and shown again while it is priced again', () => {
    const estimated = run([...quick('Yes', 'No', '128GB', 'Good'), { type: 'price-estimated', price: 90 }]);
    const checking = run([{ type: 'retry-price' }], estimated);
    for (const state of [estimated, checking]) {
      const draft = toDraft(state, device);
      expect(draft).toMatchObject({ step: 'price', status: 'priced', price: 90, estimated: true });
      const resumed = resumeState(draft, set);
      expect(resumed).toMatchObject({ step: { kind: 'calculating' }, estimate: 90 });
      expect(shownPrice(resumed)).toEqual({ price: 90, estimated: true, refreshing: true });
    }
  });

  it('an offline draft waiting for its price is marked so', () => {
    const waiting = run([...quick('Yes', 'No', '128GB', 'Good'), { type: 'went-offline' }]);
    expect(toDraft(waiting, device)).toMatchObject({ step: 'price', status: 'awaiting-price' });
  });
});
