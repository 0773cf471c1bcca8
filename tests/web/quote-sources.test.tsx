import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { draftFailedMessage } from '../../src/features/quote/model/use-quote-wizard.ts';
import { db } from '../../src/offline/db.ts';
import { createDevice, createQuestionLists, createQuestionsResponse } from '../factories/quotes.ts';
import { answer, currentQuestion, renderQuote, useQuoteTestSetup } from './helpers/render-quote.tsx';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, json, on, setOnline } from './helpers/fake-api.ts';

const device = createDevice();

useQuoteTestSetup();

describe('where the questions come from', () => {
  it('fetches them by device name when navigation brought only the phone, and stores them for offline use', async () => {
    const api = fakeApi([on(endpoints.getQuestions, () => json(200, createQuestionsResponse(7)))]);
    renderQuote({ phone: device });
    expect(screen.getByText('Loading questions...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Quick Quote/ })).toBeInTheDocument();
    expect(api.bodies(endpoints.getQuestions)).toEqual([{ device_name: 'iPhone 13' }]);
    expect(await db.questionSets.get(7)).toMatchObject({ deviceName: 'iphone 13', lists: createQuestionLists() });
  });

  it('stores a set that came in navigation state too', async () => {
    fakeApi();
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await screen.findByRole('button', { name: /Quick Quote/ });
    await waitFor(async () => expect(await db.questionSets.get(7)).toBeDefined());
  });

  it("shows the server's 'No questions found for this device.' and 'Failed to load questions.' otherwise", async () => {
    fakeApi([on(endpoints.getQuestions, () => json(404, { success: false, message: 'No questions found for this device.' }))]);
    renderQuote({ phone: device });
    expect(await screen.findByRole('alert')).toHaveTextContent('No questions found for this device.');
  });

  it("says 'Failed to load questions.' for a server failure, with Try Again", async () => {
    let calls = 0;
    fakeApi([on(endpoints.getQuestions, () => (++calls === 1 ? json(500, {}) : json(200, createQuestionsResponse(7))))]);
    renderQuote({ phone: device });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load questions.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: /Quick Quote/ })).toBeInTheDocument();
  });

  it("says 'No device selected.' when /quote is opened without a device", async () => {
    fakeApi();
    renderQuote(null);
    expect(await screen.findByText('No device selected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your device' })).toHaveAttribute('href', '/sell-my-device');
  });
});

describe('offline', () => {
  it('answers a cached set with no network; the price step says it waits for the connection, then prices', async () => {
    const user = userEvent.setup();
    await db.questionSets.put({ deviceId: 7, deviceName: 'iphone 13', lists: createQuestionLists(), fetchedAt: 1 });
    setOnline(false);
    const api = fakeApi([
      on(endpoints.getQuestions, () => Promise.reject(new TypeError('Failed to fetch'))),
      on(endpoints.calculateQuote, () => json(200, { success: true, price: 99.99 })),
    ]);
    renderQuote({ phone: device });
    await user.click(await screen.findByRole('button', { name: /Quick Quote/ }));
    for (const label of ['Yes', 'No', '64GB or less', 'Good']) await answer(user, label);

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/Your price will be calculated when the connection returns\./)).toBeInTheDocument();
    expect(api.bodies(endpoints.calculateQuote)).toHaveLength(0);
    expect(await db.drafts.get(7)).toMatchObject({ status: 'awaiting-price', answers: { 'What is the overall condition of your phone?': 'Good' } });

    setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('quote-price')).toHaveTextContent('£99.99');
  });

  it("offline with a stored pricing table: 'Estimated £X, confirmed when you are back online', Add to Basket queues, the connection sends it", async () => {
    const user = userEvent.setup();
    const pricing = {
      basePence: 20_000,
      floorPence: 1_000,
      adjustments: { 'What is the overall condition of your phone?': { Good: { percent: -10, fixedPence: 0, floor: false } } },
    };
    await db.questionSets.put({ deviceId: 7, deviceName: 'iphone 13', lists: createQuestionLists(), pricing, fetchedAt: 1 });
    setOnline(false);
    const item = {
      id: 5,
      device_name: 'iPhone 13',
      image_url: '/x.svg',
      brand: 'Apple',
      offer_price: 175,
      expires_at: new Date().toISOString(),
      expired: 0,
      selected_answers: {},
    };
    const api = fakeApi([
      on(endpoints.getQuestions, () => Promise.reject(new TypeError('Failed to fetch'))),
      on(endpoints.addToBasket, () => json(200, { success: true, message: 'Quote submitted successfully!', item, itemCount: 1 })),
    ]);
    const { client } = renderQuote({ phone: device });
    await user.click(await screen.findByRole('button', { name: /Quick Quote/ }));
    for (const label of ['Yes', 'No', '64GB or less', 'Good']) await answer(user, label);

    // The contract's pricing function on the stored table: £200 less 10%.
    expect(await screen.findByTestId('quote-price')).toHaveTextContent('£180.00');
    expect(screen.getByText('Estimated £180.00, confirmed when you are back online')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    expect(await screen.findByTestId('queued-status')).toHaveTextContent('Waiting for connection');
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ type: 'add-to-basket', estimate: 180, estimated: true, state: 'queued' })]);
    expect(api.bodies(endpoints.addToBasket)).toHaveLength(0);

    setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('where')).toHaveTextContent('/basket');
    expect(api.bodies(endpoints.addToBasket)).toHaveLength(1);
    // The server priced it at £175: the result stays for the shell to tell both figures.
    expect(await db.syncResults.toArray()).toEqual([expect.objectContaining({ estimate: 180, estimated: true, price: 175 })]);
    expect(client.getQueryData(['basket', 'count'])).toBe(1);
  });

  it('explains that a device never seen online cannot be quoted offline', async () => {
    setOnline(false);
    fakeApi();
    renderQuote({ phone: device });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load questions.');
    expect(screen.getByText(/have not been saved on this device yet/)).toBeInTheDocument();
  });
});

describe('drafts', () => {
  it("offers 'Continue' for a device with a draft and resumes at its step with its answers", async () => {
    const user = userEvent.setup();
    fakeApi();
    const answers = { 'Does your phone power on and work normally?': 'Yes', 'Does the screen have any cracks or chips?': 'No' };
    await db.drafts.put({ deviceId: 7, device, quoteType: 'standard', answers, step: 2, status: 'in-progress', updatedAt: 1 });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    expect(await screen.findByRole('heading', { name: 'Continue your quote?' })).toBeInTheDocument();
    expect(screen.getByText(/answered 2 of 4 questions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentQuestion()).toBe('What is the storage capacity of your phone?');
    await user.click(screen.getByRole('button', { name: /Go Back/ }));
    expect(await screen.findByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("'Start again' discards the draft and starts from the choice of quote type", async () => {
    const user = userEvent.setup();
    fakeApi();
    await db.drafts.put({ deviceId: 7, device, quoteType: 'advanced', answers: {}, step: 0, status: 'in-progress', updatedAt: 1 });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: /Quick Quote/ })).toBeInTheDocument();
    await waitFor(async () => expect(await db.drafts.get(7)).toBeUndefined());
  });

  it("'Start again' whose old draft cannot be removed says so, and a later write that lands clears it (an outside review)", async () => {
    const user = userEvent.setup();
    fakeApi();
    await db.drafts.put({ deviceId: 7, device, quoteType: 'advanced', answers: {}, step: 0, status: 'in-progress', updatedAt: 1 });
    renderQuote({ phone: device, questions: createQuestionsResponse(7) });
    const refused = vi.spyOn(db.drafts, 'delete').mockRejectedValue(new Dexie.UnknownError('Internal error opening backing store'));
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(await screen.findByText(draftFailedMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quick Quote/ })).toBeInTheDocument();

    refused.mockRestore();
    await user.click(screen.getByRole('button', { name: /Quick Quote/ }));
    await waitFor(() => expect(screen.queryByText(draftFailedMessage)).not.toBeInTheDocument());
    expect(await db.drafts.get(7)).toMatchObject({ quoteType: 'standard' });
  });
});
