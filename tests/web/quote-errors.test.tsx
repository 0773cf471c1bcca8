import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { createDevice, createQuestionsResponse } from '../support/quote-factories.ts';
import { answer, currentQuestion, renderQuote } from '../support/render-quote.tsx';
import { json, setOnline, stubApi } from '../support/stub-api.ts';

const device = createDevice();

beforeEach(async () => {
  await db.drafts.clear();
  setOnline(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quote errors (section 8), in a toast that hides after 6 s', () => {
  async function reachPrice(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /Quick Quote/ }));
    for (const label of ['Yes', 'No', '128GB']) await answer(user, label);
  }

  it("shows the server's message, else 'Failed to calculate quote.', and returns to the last question", async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/quote/calculate': () => json({ success: false, message: 'Device not found.' }, 404) });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    expect(await screen.findByRole('alert')).toHaveTextContent('Device not found.');
    expect(currentQuestion()).toBe('What is the overall condition of your phone?');
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeEnabled();
  });

  it("says 'Something went wrong calculating the quote.' when the request fails online, and hides it after 6000 ms", async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/quote/calculate': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => screen.getByRole('button', { name: 'Good' }).click());
      // findBy* polls with setTimeout, which is fake here: the act above has already settled the request.
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong calculating the quote.');
      await act(async () => vi.advanceTimersByTime(5900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("Add to Basket failures: the server's message, 'Failed to add to basket.', 'An error occurred adding the quote to basket.'", async () => {
    const user = userEvent.setup();
    const replies = [
      () => json({ success: false, message: 'Your basket is full.' }, 400),
      () => json({}, 500),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    stubApi({ 'POST /api/quote/calculate': () => json({ success: true, price: 10 }), 'POST /api/basket/add': () => replies.shift()!() });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    await screen.findByTestId('quote-price');
    for (const text of ['Your basket is full.', 'Failed to add to basket.', 'An error occurred adding the quote to basket.']) {
      await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(text);
      await user.click(within(toast).getByRole('button', { name: 'Close' }));
    }
    expect(screen.getByTestId('quote-price')).toBeInTheDocument();
  });
});
