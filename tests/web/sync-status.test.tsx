import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '../../src/app/shell/sync-status.tsx';
import { reportAnswered, reportUnanswered, resetReachability } from '../../src/lib/api/reachability.ts';
import { db } from '../../src/offline/db.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import { setOnline } from './helpers/fake-api.ts';

const row = (opId: string, overrides: Partial<OutboxRow> = {}): OutboxRow =>
  ({
    type: 'add-to-basket',
    payload: { deviceId: 1, quoteType: 'standard', selected_answers: {} },
    label: 'iPhone 13',
    estimate: 180,
    opId,
    createdAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    state: 'queued',
    ...overrides,
  }) as OutboxRow;

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.syncResults.clear(), db.drafts.clear()]);
  // Retry wakes the drainer; nothing must actually be sent here.
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

describe('the shell sync status (docs/offline.md#outbox-rule-6-the-seller-always-sees-the-state)', () => {
  it('shows the offline banner only while offline', async () => {
    setOnline(false);
    render(<SyncStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    setOnline(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('when our server hangs silent with the browser online, says we cannot be reached, not that the seller is offline', async () => {
    setOnline(true);
    render(<SyncStatus />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A request hung past its timeout: the phone has a line, our server is silent.
    act(() => reportUnanswered(true));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      "We can't reach our server. You can keep browsing and quoting. Devices you add to your basket are queued and sent when it answers.",
    );
    expect(banner).not.toHaveTextContent(/offline/i);
    act(() => reportAnswered());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A request that could not leave at all (no data, a cut the browser does not report): still offline.
    act(() => reportUnanswered(false));
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline.');
  });

  it('counts queued actions, lists them on demand, and always lists a failed one with Retry and Discard', async () => {
    const user = userEvent.setup();
    setOnline(false);
    await db.outbox.bulkAdd([row('a'), row('b', { type: 'remove-from-basket', payload: { itemId: 3 }, label: 'Pixel 8' } as Partial<OutboxRow>)]);
    render(<SyncStatus />);
    const region = await screen.findByRole('region', { name: 'Queued actions' });
    expect(within(region).getByTestId('queued-count')).toHaveTextContent('2 queued actions');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: /2 queued actions/ }));
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Add iPhone 13 to basketWaiting for connection',
      'Remove Pixel 8 from basketWaiting for connection',
    ]);

    await db.outbox.where('opId').equals('a').modify({ state: 'failed', lastError: 'Your basket is full.' });
    await user.click(within(region).getByRole('button', { name: /2 queued actions/ }));
    expect(await within(region).findByText('Failed: Your basket is full.')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Retry: Add iPhone 13 to basket' }));
    expect(await db.outbox.get({ opId: 'a' })).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    await db.outbox.where('opId').equals('a').modify({ state: 'failed', lastError: 'Your basket is full.' });
    await user.click(await within(region).findByRole('button', { name: 'Discard: Add iPhone 13 to basket' }));
    await waitFor(() => expect(screen.getByTestId('queued-count')).toHaveTextContent('1 queued action'));
    expect(await db.outbox.count()).toBe(1);
  });

  it('tells the seller a queued add landed, with both figures when the price changed', async () => {
    const user = userEvent.setup();
    await db.syncResults.bulkPut([
      { opId: 'x', type: 'add-to-basket', label: 'iPhone 13', completedAt: 1, estimate: 180, price: 175.5, itemCount: 1 },
      { opId: 'y', type: 'add-to-basket', label: 'Pixel 8', completedAt: 2, estimate: 90, price: 90, itemCount: 2 },
      // The server's own quote, queued under lie-fi and priced differently when sent: not called an estimate.
      { opId: 'z', type: 'add-to-basket', label: 'Galaxy S23', completedAt: 3, estimate: 300, estimated: false, price: 290, itemCount: 3 },
    ]);
    render(<SyncStatus />);
    expect(await screen.findAllByText(/The price has changed/)).toHaveLength(2);
    const [changed, same, quoted] = screen.getAllByRole('status');
    expect(changed).toHaveTextContent('Your iPhone 13 has been added to your basket. The price has changed: £175.50 (estimated £180.00).');
    expect(same).toHaveTextContent('Your Pixel 8 has been added to your basket at £90.00.');
    expect(quoted).toHaveTextContent('Your Galaxy S23 has been added to your basket. The price has changed: £290.00 (quoted £300.00).');
    await user.click(screen.getByRole('button', { name: 'Dismiss notice about iPhone 13' }));
    expect(await db.syncResults.get('x')).toBeUndefined();
  });
});
