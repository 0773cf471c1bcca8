import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncStatus } from '../../src/app/shell/sync-status.tsx';
import { db } from '../../src/offline/db.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import { setOnline } from './helpers/fake-api.ts';

const row = (opId: string): OutboxRow =>
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
  }) as OutboxRow;

const setAppBadge = vi.fn(() => Promise.resolve());
const clearAppBadge = vi.fn(() => Promise.resolve());

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.syncResults.clear()]);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  setOnline(false);
  setAppBadge.mockClear();
  clearAppBadge.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
  delete (navigator as { setAppBadge?: unknown }).setAppBadge;
  delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
});

describe('the app badge counts queued actions (Badging API)', () => {
  it('shows the number of queued actions on the icon and clears it when the queue empties', async () => {
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    render(<SyncStatus />);
    await db.outbox.bulkAdd([row('a'), row('b')]);
    await waitFor(() => expect(screen.getByTestId('queued-count')).toHaveTextContent('2 queued actions'));
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(2));
    clearAppBadge.mockClear();
    await db.outbox.clear();
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    expect(setAppBadge).not.toHaveBeenCalledWith(0);
  });

  it('a browser without the Badging API shows the queue in the page all the same', async () => {
    render(<SyncStatus />);
    await db.outbox.add(row('c'));
    await waitFor(() => expect(screen.getByTestId('queued-count')).toHaveTextContent('1 queued action'));
  });
});
