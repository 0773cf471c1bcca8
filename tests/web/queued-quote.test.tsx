import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../../src/contract/index.ts';
import { QueuedQuote } from '../../src/features/quote/components/queued-quote.tsx';
import { reportUnanswered, resetReachability } from '../../src/lib/api/reachability.ts';
import { db } from '../../src/offline/db.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import { setOnline } from './helpers/fake-api.ts';

const device = { id: 1, device_name: 'iPhone 13', brand: 'Apple', category: 'Phone' } as unknown as Device;

/** An Add to Basket already tried once without an answer. */
const tried: OutboxRow = {
  type: 'add-to-basket',
  payload: { deviceId: 1, quoteType: 'standard', selected_answers: {} },
  label: 'iPhone 13',
  estimate: 180,
  opId: 'op-1',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: Date.now() + 60_000,
  lastError: null,
  state: 'queued',
} as OutboxRow;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.syncResults.clear(), db.drafts.clear()]);
  await db.outbox.add(tried);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
  resetReachability();
});

const renderCard = () =>
  render(
    <MemoryRouter>
      <QueuedQuote device={device} opId="op-1" onReleased={() => undefined} onQuoteAnother={() => undefined} />
    </MemoryRouter>,
  );

describe('the queued Add to Basket card says what it waits for (docs/offline.md#reachability)', () => {
  it('offline: added as soon as the seller is back online', async () => {
    setOnline(false);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Queued for your basket' })).toBeInTheDocument();
    expect(screen.getByText(/will be added to your basket as soon as you are back online\./)).toBeInTheDocument();
  });

  it('online but our server silent: added as soon as our server answers, not "back online"', async () => {
    setOnline(true);
    act(() => reportUnanswered(true));
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Queued for your basket' })).toBeInTheDocument();
    expect(screen.getByText(/will be added to your basket as soon as our server answers\./)).toBeInTheDocument();
    expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
  });

  it('a send tried before a reload with no answer, the phone online: our server answers, not "back online"', async () => {
    // A fresh page knows of no failure yet; the row's earlier try says the wait is on us (an outside review).
    setOnline(true);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Queued for your basket' })).toBeInTheDocument();
    expect(screen.getByText(/will be added to your basket as soon as our server answers\./)).toBeInTheDocument();
    expect(screen.queryByText(/back online/)).not.toBeInTheDocument();
  });
});

describe('the queued card takes the seller to it', () => {
  it('focus moves to "Queued for your basket" (and so the card is scrolled to), not left on the page', async () => {
    setOnline(false);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'focus');
    renderCard();
    const heading = await screen.findByRole('heading', { name: 'Queued for your basket' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ preventScroll: false });
    scrolled.mockRestore();
  });

  it('while it is being sent, "Adding to Basket..." is scrolled into view', async () => {
    await db.outbox.clear();
    await db.outbox.add({ ...tried, attempts: 0 });
    setOnline(true);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderCard();
    const status = await screen.findByText('Adding to Basket...');
    expect(scroll.mock.contexts).toContain(status);
    scroll.mockRestore();
  });
});
