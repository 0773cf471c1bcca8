import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionSet } from '../../src/contract/index.ts';
import { toDraft } from '../../src/features/quote/model/draft.ts';
import { useQuoteWizard } from '../../src/features/quote/model/use-quote-wizard.ts';
import { shownPrice } from '../../src/features/quote/model/wizard.ts';
import type { WizardState } from '../../src/features/quote/model/wizard.ts';
import { db } from '../../src/offline/db.ts';
import { enqueue } from '../../src/offline/outbox/index.ts';
import { createAddAction } from '../factories/outbox.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

/**
 * Seen in the browser suite on a slow host: Add to Basket tapped offline on an estimated price, and the signal came
 * back while the add was being queued. The wizard retried the price and wrote its draft again, without the add's
 * opId; the confirmed add then left that draft behind, and selecting the phone again offered "Continue your quote?"
 * for a quote already in the basket (a second Add to Basket would add it twice).
 */
const device = createDevice({ id: 7, device_name: 'iPhone 13' });
const set = toQuestionSet(7, createQuestionLists());
const answers = Object.fromEntries(set.standard.map((question) => [question.question_text, question.answers[0]!.label]));
const estimated: WizardState = { deviceId: 7, quoteType: 'standard', answers, step: { kind: 'summary', price: 180, estimated: true } };

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
  // No request may leave: the retried price would otherwise go to the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function queueFrom(state: WizardState): Promise<string> {
  const action = createAddAction({ payload: { deviceId: 7, quoteType: 'standard', selected_answers: answers }, label: 'iPhone 13' });
  return enqueue(action, { draft: toDraft(state, device) });
}

describe('Add to Basket seals the wizard', () => {
  it('a price retried as the signal returns neither changes the quote nor takes the queued draft from the outbox', async () => {
    const { result } = renderHook(() => useQuoteWizard(device, set, estimated));
    act(() => result.current.seal(true));
    const opId = await queueFrom(estimated);
    act(() => result.current.dispatch({ type: 'retry-price' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state.step).toEqual({ kind: 'summary', price: 180, estimated: true });
    expect(await db.drafts.get(7)).toMatchObject({ status: 'queued', opId });
  });

  it('unsealed (the add could not be queued), the wizard goes on: the price is asked again and the draft follows', async () => {
    const { result } = renderHook(() => useQuoteWizard(device, set, estimated));
    act(() => result.current.seal(true));
    act(() => result.current.seal(false));
    act(() => result.current.dispatch({ type: 'retry-price' }));
    expect(result.current.state.step).toEqual({ kind: 'calculating' });
    // The draft follows: the estimate being priced again, as a reload would show it.
    await vi.waitFor(async () => expect(await db.drafts.get(7)).toMatchObject({ status: 'priced', step: 'price', price: 180, estimated: true }));
  });

  it('sealed while an estimate is re-priced, the request is dropped; unsealed, the price is asked again', async () => {
    const priceCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/quote/calculate'));
    const { result } = renderHook(() => useQuoteWizard(device, set, estimated));
    act(() => result.current.dispatch({ type: 'retry-price' }));
    await vi.waitFor(() => expect(priceCalls()).toHaveLength(1));
    act(() => result.current.seal(true));
    expect(priceCalls()[0]![1]?.signal?.aborted).toBe(true);
    act(() => result.current.seal(false));
    await vi.waitFor(() => expect(priceCalls()).toHaveLength(2));
    // The estimate is still the one on screen meanwhile, never a question.
    expect(shownPrice(result.current.state)).toEqual({ price: 180, estimated: true, refreshing: true });
  });
});
