import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionSet } from '../../src/contract/index.ts';
import { QuoteWizard } from '../../src/features/quote/components/quote-wizard.tsx';
import { draftFailedMessage, useQuoteWizard } from '../../src/features/quote/model/use-quote-wizard.ts';
import type { WizardState } from '../../src/features/quote/model/wizard.ts';
import { db } from '../../src/offline/db.ts';
import { storageFullMessage } from '../../src/offline/storage.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

/**
 * An outside review: a draft write that failed (IndexedDB broken, private mode, the device full) was swallowed, and
 * the seller went on believing their answers were kept on the device. The failure shows now, calmly, and the quote
 * goes on; it goes away once a later write lands.
 */
const device = createDevice({ id: 7, device_name: 'iPhone 13' });
const set = toQuestionSet(7, createQuestionLists());
const first: WizardState = { deviceId: 7, quoteType: 'standard', answers: {}, step: { kind: 'question', index: 0 } };
const [powers, screenCracked, storage] = set.standard.map((question) => question.question_text);
const realPut = db.drafts.put.bind(db.drafts);

const broken = () => new Dexie.UnknownError('Internal error opening backing store');
// As Dexie reports a full disk: the transaction aborted, the browser's QuotaExceededError inside.
const full = () => new Dexie.AbortError('Transaction aborted', new DOMException('The quota has been exceeded.', 'QuotaExceededError'));

function renderWizard(initial: WizardState = first) {
  return render(
    <MemoryRouter>
      <QuoteWizard device={device} set={set} initial={initial} onQueued={vi.fn()} />
    </MemoryRouter>,
  );
}

const notice = () => screen.getByRole('status');
const question = (text: string | undefined) => screen.findByRole('heading', { name: text });

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

describe('a draft write that fails is shown, and the quote goes on', () => {
  it('a failed save says the answers are not kept, and the next question still shows', async () => {
    vi.spyOn(db.drafts, 'put').mockRejectedValue(broken());
    const user = userEvent.setup();
    renderWizard();
    expect(notice()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await question(screenCracked)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(draftFailedMessage);
    expect(draftFailedMessage).toBe('Your answers could not be saved on this device, so they will not be kept if you close this page.');
    // Nothing in the way: the seller answers on.
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await question(storage)).toBeInTheDocument();
  });

  it('a device out of space says so in the storage words', async () => {
    vi.spyOn(db.drafts, 'put').mockRejectedValue(full());
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await question(screenCracked)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(storageFullMessage);
    expect(notice()).not.toHaveTextContent(draftFailedMessage);
  });

  it('goes away once a later save lands (space again), and the draft holds both answers', async () => {
    vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(full());
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await question(screenCracked)).toBeInTheDocument();
    expect(notice()).toHaveTextContent(storageFullMessage);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await question(storage)).toBeInTheDocument();
    await vi.waitFor(() => expect(notice()).toBeEmptyDOMElement());
    expect(await db.drafts.get(7)).toMatchObject({ step: 2, answers: { [powers!]: 'Yes', [screenCracked!]: 'No' } });
  });

  it('a save that lands shows no notice, not even for a moment', async () => {
    const seen: unknown[] = [];
    const { result } = renderHook(() => {
      const wizard = useQuoteWizard(device, set, first);
      seen.push(wizard.draftError);
      return wizard;
    });
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }));
    expect(await db.drafts.get(7)).toMatchObject({ step: 1 });
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen)).toEqual(new Set([null]));
  });

  it('an older write failing after a newer one landed does not bring the notice back', async () => {
    let failFirst: (error: unknown) => void = () => undefined;
    vi.spyOn(db.drafts, 'put')
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failFirst = reject)) as ReturnType<typeof realPut>)
      .mockImplementation(realPut);
    const { result } = renderHook(() => useQuoteWizard(device, set, first));
    act(() => result.current.dispatch({ type: 'answer', label: 'Yes' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 1 }), { timeout: 2000 });
    act(() => result.current.dispatch({ type: 'answer', label: 'No' }));
    await vi.waitFor(() => expect(result.current.state.step).toEqual({ kind: 'question', index: 2 }));
    await act(async () => failFirst(broken()));
    expect(result.current.draftError).toBeNull();
  });

  it("a price's own write failing is shown too, and is no unhandled rejection", async () => {
    // The last answer asks for the price; its answer is written without a tap waiting for it.
    const answers = Object.fromEntries(set.standard.map((q) => [q.question_text, q.answers[0]!.label]));
    const calculating: WizardState = { deviceId: 7, quoteType: 'standard', answers, step: { kind: 'calculating' } };
    vi.spyOn(db.drafts, 'put').mockRejectedValue(broken());
    const { result } = renderHook(() => useQuoteWizard(device, set, calculating));
    act(() => result.current.dispatch({ type: 'price-received', price: 180 }));
    expect(result.current.state.step).toMatchObject({ kind: 'summary', price: 180 });
    await vi.waitFor(() => expect(result.current.draftError).toBe(draftFailedMessage));
  });
});
