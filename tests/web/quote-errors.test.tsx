import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { createDevice, createQuestionsResponse } from '../factories/quotes.ts';
import { answer, currentQuestion, renderQuote } from './helpers/render-quote.tsx';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, json, offContract, on, setOnline } from './helpers/fake-api.ts';

const device = createDevice();

beforeEach(async () => {
  await Promise.all([db.drafts.clear(), db.outbox.clear(), db.syncResults.clear()]);
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
    fakeApi([on(endpoints.calculateQuote, () => json(404, { success: false, message: 'Device not found.' }))]);
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    expect(await screen.findByRole('alert')).toHaveTextContent('Device not found.');
    expect(currentQuestion()).toBe('What is the overall condition of your phone?');
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeEnabled();
  });

  it("says 'Something went wrong calculating the quote.' when the request fails online, and hides it after 6000 ms", async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.calculateQuote, () => Promise.reject(new TypeError('Failed to fetch')))]);
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Good' }).click();
        // The price step shows once the answer's draft write lands (fake-indexeddb does not run on setTimeout).
        await db.drafts.count();
      });
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

  it("a refused Add to Basket: the server's message, else 'Failed to add to basket.', with Retry and Discard; a network failure waits", async () => {
    const user = userEvent.setup();
    const replies = [
      () => json(400, { success: false, message: 'Your basket is full.' }),
      () => offContract(json(400, {})),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    fakeApi([on(endpoints.calculateQuote, () => json(200, { success: true, price: 10 })), on(endpoints.addToBasket, () => replies.shift()!())]);
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    await screen.findByTestId('quote-price');
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    for (const text of ['Your basket is full.', 'Failed to add to basket.']) {
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(text);
      expect(screen.getByTestId('queued-status')).toHaveTextContent(`Failed: ${text}`);
      await user.click(within(toast).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    }
    expect(await screen.findByText('Waiting for connection')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await db.outbox.count()).toBe(1);
  });

  it('Discard drops a refused add and goes back to the quote, repriced', async () => {
    const user = userEvent.setup();
    fakeApi([
      on(endpoints.calculateQuote, () => json(200, { success: true, price: 10 })),
      on(endpoints.addToBasket, () => json(400, { success: false, message: 'Your basket is full.' })),
    ]);
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    await user.click(await screen.findByRole('button', { name: 'Add to Basket' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByTestId('quote-price')).toHaveTextContent('£10.00');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(7)).toMatchObject({ status: 'priced' });
  });

  it("'An error occurred adding the quote to basket.' when the tap cannot be saved; out of space says so, and nothing is kept", async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.calculateQuote, () => json(200, { success: true, price: 10 }))]);
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await reachPrice(user);
    await answer(user, 'Good');
    await screen.findByTestId('quote-price');
    const add = vi.spyOn(db.outbox, 'add');
    add.mockRejectedValueOnce(new Error('UnknownError'));
    add.mockRejectedValueOnce(new DOMException('Quota exceeded', 'QuotaExceededError'));
    for (const text of [
      'An error occurred adding the quote to basket.',
      'There is not enough storage space on this device to save this. Free up some space, then try again.',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(text);
      await user.click(within(toast).getByRole('button', { name: 'Close' }));
    }
    add.mockRestore();
    expect(screen.getByTestId('quote-price')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(7)).toMatchObject({ status: 'priced' });
  });
});
