import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionSet } from '../../src/contract/index.ts';
import { QuoteWizard } from '../../src/features/quote/components/quote-wizard.tsx';
import type { WizardState } from '../../src/features/quote/model/wizard.ts';
import { reportAnswered, reportUnanswered } from '../../src/lib/api/reachability.ts';
import { createDevice, createQuestionLists } from '../factories/quotes.ts';

/**
 * Add to Basket tapped on an estimated price, and the server answers again while the add is being queued (the race
 * of tests/web/quote-wizard-seal.test.tsx, seen from the button): the wizard must not ask for the price again, or it
 * would rewrite the draft the add has just handed to the outbox.
 */
const queued = vi.hoisted(() => ({ resolve: (_opId: string) => undefined as void, calls: 0 }));
vi.mock('../../src/features/quote/api/add-to-basket.ts', () => ({
  queueAddToBasket: () => {
    queued.calls += 1;
    return new Promise<string>((resolve) => (queued.resolve = resolve));
  },
}));

const device = createDevice({ id: 7, device_name: 'iPhone 13' });
const set = toQuestionSet(7, createQuestionLists());
const answers = Object.fromEntries(set.standard.map((question) => [question.question_text, question.answers[0]!.label]));
const estimated: WizardState = { deviceId: 7, quoteType: 'standard', answers, step: { kind: 'summary', price: 180, estimated: true } };

const fetchSpy = vi.fn((..._args: unknown[]) => new Promise<Response>(() => undefined));
beforeEach(() => {
  queued.calls = 0;
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('Add to Basket while the signal comes back', () => {
  it('asks for no price while the add is being queued, and hands the quote on once it is', async () => {
    const user = userEvent.setup();
    const onQueued = vi.fn();
    // The price on screen is an estimate: the server was out of reach.
    reportUnanswered();
    render(
      <MemoryRouter>
        <QuoteWizard device={device} set={set} initial={estimated} onQueued={onQueued} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    expect(queued.calls).toBe(1);

    // The server answers something else: reachable again, mid-add.
    act(() => reportAnswered());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/quote/calculate'))).toEqual([]);
    // Still the summary with its estimate, the add in hand: no 'calculating' step took its place.
    expect(screen.getByRole('heading', { name: 'Your estimate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adding to Basket...' })).toBeDisabled();

    await act(async () => queued.resolve('op-1'));
    expect(onQueued).toHaveBeenCalledWith('op-1');
  });
});
