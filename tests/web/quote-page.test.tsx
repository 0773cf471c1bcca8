import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../src/lib/query-keys.ts';
import { db } from '../../src/offline/db.ts';
import { enqueue } from '../../src/offline/outbox/index.ts';
import { createAddAction, createDraft } from '../factories/outbox.ts';
import { createDevice, createQuestionsResponse } from '../factories/quotes.ts';
import { answer, currentQuestion, renderQuote as renderWithState, useQuoteTestSetup } from './helpers/render-quote.tsx';
import { endpoints } from '@/contract/index.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';

const device = createDevice();
const questions = createQuestionsResponse(device.id);

const renderQuote = (state: unknown = { phone: device, questions }) => renderWithState(state);
const question = currentQuestion;

useQuoteTestSetup();

describe('quote wizard', () => {
  it('walks a Quick Quote: tip, Did You Know, layouts, Excellent rule, Go Back, Calculating..., summary', async () => {
    const user = userEvent.setup();
    let answerPrice!: () => void;
    const api = fakeApi([
      on(endpoints.calculateQuote, () => new Promise((resolve) => (answerPrice = () => resolve(json(200, { success: true, price: 187.5 }))))),
    ]);
    renderQuote();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote for iPhone 13' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Quick Quote/ }));

    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go Back/ })).not.toBeInTheDocument();
    const tip = screen.getByRole('button', { name: 'More about this question' });
    expect(screen.queryByText('It switches on and charges.')).not.toBeVisible();
    await user.click(tip);
    expect(screen.getByText('It switches on and charges.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes' }).parentElement).toHaveAttribute('data-layout', 'two-columns');
    await answer(user, 'Yes');

    // Question 2 has a 'Did You Know' banner with Read More (a modal with Got It) and a close button.
    expect(question()).toBe('Does the screen have any cracks or chips?');
    const banner = screen.getByRole('complementary', { name: 'Did You Know' });
    await user.click(within(banner).getByRole('button', { name: 'Read More' }));
    const dialog = screen.getByRole('dialog', { name: 'Did You Know' });
    expect(within(dialog).getByText('worthless').tagName).toBe('STRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Got It' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Close Did You Know' }));
    expect(screen.queryByRole('complementary', { name: 'Did You Know' })).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: /Go Back/ })).toBeEnabled();
    await answer(user, 'Yes');
    await answer(user, '256GB');

    // A 'Yes' to cracks removed Excellent, with the spec's note.
    expect(question()).toBe('What is the overall condition of your phone?');
    expect(screen.getByText('Excellent condition has been removed as physical damage was detected in previous answers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excellent' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good' }).parentElement).toHaveAttribute('data-layout', 'three-columns');

    // Go Back shows the earlier answer pressed.
    await user.click(screen.getByRole('button', { name: /Go Back/ }));
    expect(await screen.findByRole('button', { name: '256GB' })).toHaveAttribute('aria-pressed', 'true');
    await answer(user, '256GB');
    await answer(user, 'Fair');

    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(api.bodies(endpoints.calculateQuote)).toEqual([
      {
        deviceId: 7,
        quoteType: 'standard',
        selected_answers: {
          'Does your phone power on and work normally?': 'Yes',
          'Does the screen have any cracks or chips?': 'Yes',
          'What is the storage capacity of your phone?': '256GB',
          'What is the overall condition of your phone?': 'Fair',
        },
      },
    ]);
    await act(async () => answerPrice());

    expect(await screen.findByTestId('quote-price')).toHaveTextContent('£187.50');
    expect(screen.getByText('This is the estimated value of your iPhone 13 based on your answers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Answers' }));
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('quote-price')).not.toBeInTheDocument();
  });

  it('an Advanced Quote asks the merged list; the summary shows 5 answers, then Show More / Show Less', async () => {
    const user = userEvent.setup();
    fakeApi([on(endpoints.calculateQuote, () => json(200, { success: true, price: 300 }))]);
    renderQuote();
    await user.click(await screen.findByRole('button', { name: /Advanced Quote/ }));
    for (const label of ['Yes', 'No', '128GB', 'Excellent', 'No']) await answer(user, label);
    expect(screen.getByText('Question 6 of 7')).toBeInTheDocument();
    // One answer: centred on its own.
    expect(screen.getByRole('button', { name: 'Yes, I will remove them' }).parentElement).toHaveAttribute('data-layout', 'single');
    await answer(user, 'Yes, I will remove them');
    await answer(user, 'No');

    await screen.findByTestId('quote-price');
    const list = () => screen.getByText('Your answers').nextElementSibling as HTMLElement;
    expect(within(list()).getAllByRole('term')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(list()).getAllByRole('term')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(list()).getAllByRole('term')).toHaveLength(5);
  });

  it("Add to Basket says 'Adding to Basket...', updates the badge, clears the draft and goes to /basket", async () => {
    const user = userEvent.setup();
    let added!: () => void;
    const item = {
      id: 1,
      device_name: 'iPhone 13',
      image_url: '/x.svg',
      brand: 'Apple',
      offer_price: 300,
      expires_at: new Date().toISOString(),
      expired: 0,
      selected_answers: {},
    };
    const api = fakeApi([
      on(endpoints.calculateQuote, () => json(200, { success: true, price: 300 })),
      on(
        endpoints.addToBasket,
        () =>
          new Promise(
            (resolve) => (added = () => resolve(json(200, { success: true, message: 'Quote submitted successfully!', item, itemCount: 1 }))),
          ),
      ),
      on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: 1 })),
    ]);
    const { client } = renderQuote();
    await user.click(await screen.findByRole('button', { name: /Quick Quote/ }));
    for (const label of ['Yes', 'No', '128GB', 'Good']) await answer(user, label);
    await screen.findByTestId('quote-price');
    expect(await db.drafts.get(7)).toMatchObject({ status: 'priced', price: 300 });

    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));
    // The tap queued the action with its draft; online, it is sent at once with its opId.
    expect(await screen.findByText('Adding to Basket...', { selector: 'p' })).toBeInTheDocument();
    const [row] = await db.outbox.toArray();
    expect(await db.drafts.get(7)).toMatchObject({ status: 'queued', opId: row!.opId });
    await waitFor(() => expect(api.fetch.mock.calls.some(([url]) => String(url) === '/api/basket/add')).toBe(true));
    const addCall = api.fetch.mock.calls.find(([url]) => String(url) === '/api/basket/add')!;
    expect((addCall[1]!.headers as Record<string, string>)['Idempotency-Key']).toBe(row!.opId);
    await act(async () => added());
    expect(await screen.findByTestId('where')).toHaveTextContent('/basket');
    expect(client.getQueryData(queryKeys.basketCount)).toBe(1);
    expect(await db.drafts.get(7)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a quote queued before a reload', () => {
  it('shows its card at once while the questions hang (lie-fi), and goes to the basket when the add lands (an outside review)', async () => {
    let land: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => (land = resolve));
    const item = {
      id: 5,
      device_name: device.device_name,
      image_url: '/x.svg',
      brand: 'Apple',
      offer_price: 100,
      expires_at: new Date().toISOString(),
      expired: 0,
      selected_answers: {},
    };
    fakeApi([
      on(endpoints.getQuestions, () => new Promise<Response>(() => undefined)),
      on(endpoints.addToBasket, async () => {
        await landed;
        return json(200, { success: true, message: 'Quote submitted successfully!', item, itemCount: 1 });
      }),
    ]);
    // Tried before the reload (the seller tapped Add to Basket, then reloaded while nothing answered).
    const opId = await enqueue(
      createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} }, label: device.device_name }),
      {
        draft: createDraft(device),
      },
    );
    await db.outbox.where('opId').equals(opId).modify({ attempts: 1 });
    const { router } = renderWithState({ phone: device });
    expect(await screen.findByRole('heading', { name: 'Queued for your basket' })).toBeInTheDocument();
    expect(screen.queryByText('Loading questions...')).not.toBeInTheDocument();
    await act(async () => land());
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
  });
});

describe('a second unit of a device already queued', () => {
  it('Quote another starts a fresh quote while the first add stays queued, and the second queues beside it', async () => {
    const user = userEvent.setup();
    fakeApi([
      on(endpoints.calculateQuote, () => json(200, { success: true, price: 300 })),
      // Our server never answers an add (lie-fi): both stay queued.
      on(endpoints.addToBasket, () => new Promise<Response>(() => undefined)),
    ]);
    const first = await enqueue(
      createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} }, label: device.device_name }),
      { draft: createDraft(device) },
    );
    await db.outbox.where('opId').equals(first).modify({ attempts: 1 });
    renderQuote();
    expect(await screen.findByRole('heading', { name: 'Queued for your basket' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Quote another ${device.device_name}` }));
    // The button has gone with the card: focus goes to the fresh quote's first step, not to the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How would you like to get your quote?' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Quick Quote/ }));
    for (const label of ['Yes', 'No', '128GB', 'Good']) await answer(user, label);
    await screen.findByTestId('quote-price');
    await user.click(screen.getByRole('button', { name: 'Add to Basket' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const rows = await db.outbox.toArray();
    expect(rows.map((row) => row.type === 'add-to-basket' && row.payload.deviceId)).toEqual([device.id, device.id]);
    expect(rows[0]!.opId).toBe(first);
    expect(rows[1]!.opId).not.toBe(first);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'queued', opId: rows[1]!.opId });
  });
});
