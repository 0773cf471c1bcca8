import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionSet } from '../../src/contract/index.ts';
import { draftWaitCapMs, useQuoteWizard } from '../../src/features/quote/model/use-quote-wizard.ts';
import type { WizardState } from '../../src/features/quote/model/wizard.ts';
import { db } from '../../src/offline/db.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

/**
 * Seen in the browser suite under load: two answers, 'Question 3 of 6' on screen, a reload at once, and the draft
 * said 'answered 1 of 6': the step had shown before its answer's write had committed. A seller who answers and at once
 * reloads (or closes the tab) keeps that answer now; a slow or broken IndexedDB still never holds the quote.
 */
const device = createDevice({ id: 7, device_name: 'iPhone 13' });
const set = toQuestionSet(7, createQuestionLists());
const first: WizardState = { deviceId: 7, quoteType: 'standard', answers: {}, step: { kind: 'question', index: 0 } };
const [powers, screenCracked] = set.standard.map((question) => question.question_text);
const realPut = db.drafts.put.bind(db.drafts);

/** The disk under load: each draft write starts `ms` late (a reload meanwhile would find the draft before it). */
function slowWrites(ms: number) {
  vi.spyOn(db.drafts, 'put').mockImplementation(((...args: Parameters<typeof realPut>) =>
    new Promise((resolve) => setTimeout(resolve, ms)).then(() => realPut(...args))) as typeof realPut);
}

beforeEach(async () => {
  await db.drafts.clear();
  // No request may leave (the last answer asks for the price).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a seller's answer is stored before the next step shows", () => {
  it('a reload the moment the next question shows finds the answer in the draft', async () => {
    slowWrites(60);
    const { result } = renderHook(() => useQuoteWizard(device, set, first));
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }));
    // What a reload now would read: the write that shows the step has landed.
    expect(await db.drafts.get(7)).toMatchObject({ step: 1, answers: { [powers!]: 'Yes' } });
  });

  it('a second tap before the next question shows counts for the question on screen, not the one not yet seen', async () => {
    // An outside review: Yes, then No 40-250 ms later on the same question 3, answered 3 Yes and 4 No, and the seller
    // landed on 5 having never seen 4.
    slowWrites(60);
    const { result } = renderHook(() => useQuoteWizard(device, set, first));
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    act(() => result.current.dispatch({ type: 'answer', label: 'No' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }));
    expect(result.current.state.answers).toEqual({ [powers!]: 'No' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first tap's step never shows over the second's, and the draft ends as the screen does.
    expect(result.current.state).toMatchObject({ step: { kind: 'question', index: 1 }, answers: { [powers!]: 'No' } });
    expect(await db.drafts.get(7)).toMatchObject({ step: 1, answers: { [powers!]: 'No' } });
    expect(screenCracked).toBeDefined();
  });

  it('Go Back tapped before the next question shows goes back from the question on screen', async () => {
    slowWrites(60);
    const second: WizardState = { ...first, answers: { [powers!]: 'Yes' }, step: { kind: 'question', index: 1 } };
    const { result } = renderHook(() => useQuoteWizard(device, set, second));
    act(() => result.current.dispatch({ type: 'answer', label: 'No' }));
    act(() => result.current.dispatch({ type: 'go-back' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.state.step).toEqual({ kind: 'question', index: 0 });
    expect(result.current.state.answers).toEqual({ [powers!]: 'Yes' });
    expect(await db.drafts.get(7)).toMatchObject({ step: 0, answers: { [powers!]: 'Yes' } });
  });

  it('taps a step apart go on in order, each from the one shown, and the draft ends with both answers', async () => {
    const { result } = renderHook(() => useQuoteWizard(device, set, first));
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }));
    act(() => result.current.dispatch({ type: 'answer', label: 'No' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 2 }));
    expect(await db.drafts.get(7)).toMatchObject({ step: 2, answers: { [powers!]: 'Yes', [screenCracked!]: 'No' } });
  });

  it('IndexedDB that never answers holds a tap no longer than its cap, and the next tap goes on', async () => {
    vi.spyOn(db.drafts, 'put').mockImplementation((() => new Promise(() => undefined)) as unknown as typeof realPut);
    const { result } = renderHook(() => useQuoteWizard(device, set, first));
    const tapped = Date.now();
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    expect(result.current.state.step).toEqual({ kind: 'question', index: 0 });
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }), { timeout: 2000 });
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(draftWaitCapMs - 20);
    act(() => result.current.dispatch({ type: 'answer', label: 'No' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 2 }), { timeout: 2000 });
  });
});
