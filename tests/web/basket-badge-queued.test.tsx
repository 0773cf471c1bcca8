import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOutbox } from '../../src/app/layout/use-outbox-sync.ts';
import { BasketLink } from '../../src/app/shell/basket-link.tsx';
import { queryKeys } from '../../src/lib/query-keys.ts';
import { db } from '../../src/offline/db.ts';
import type { CompletedDetail, OutboxRow, QueuedBasketRow } from '../../src/offline/outbox/index.ts';
import { queuedBasketChange } from '../../src/offline/outbox/basket-change.ts';
import { keepQueuedBasketRows, outboxSignals } from '../../src/offline/outbox/index.ts';
import { endpoints } from '@/contract/index.ts';
import { createAddAction } from '../factories/outbox.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';

/**
 * An outside review (2026-11-25): a seller who added a phone in a dead spot saw '1 queued action' but no count on the
 * basket icon until the signal came back. The badge counts what is queued for the basket too.
 */
const add = (opId: string, state: OutboxRow['state'] = 'queued'): QueuedBasketRow => ({ opId, type: 'add-to-basket', state });

/** Sets query data and lets the query's batched notification reach the component. */
async function settle(change: () => void) {
  await act(async () => {
    change();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The badge, with the server's count and the queued rows when given (a part left out is not known yet). */
function renderBadge(serverCount?: number, queued?: QueuedBasketRow[]) {
  const client = new QueryClient();
  if (serverCount !== undefined) client.setQueryData(queryKeys.basketCount, serverCount);
  if (queued) client.setQueryData(queryKeys.queuedBasketChange, queuedBasketChange(queued));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BasketLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, link: screen.getByRole('link') };
}

afterEach(async () => {
  await db.outbox.clear();
});

describe('the basket badge', () => {
  it('after a reload shows the badge last seen until its parts are known again, not an empty basket', async () => {
    const first = renderBadge(1, [add('op-1')]);
    expect(first.link).toHaveAccessibleName('Basket, 2 items');
    cleanup();

    // The reload: neither the server's count nor the queued rows are known yet (the first view's work comes later,
    // and the server does not answer: a dead spot whose request hangs).
    fakeApi([on(endpoints.getBasketCount, () => new Promise<Response>(() => {}))]);
    const { client, link } = renderBadge();
    expect(link).toHaveAccessibleName('Basket, 2 items');
    // The kept server count comes first: the queued part is still the one last seen.
    await settle(() => client.setQueryData(queryKeys.basketCount, 1));
    expect(link).toHaveAccessibleName('Basket, 2 items');
    // Then the outbox's watcher: the queued add landed elsewhere meanwhile, and the server already counts it.
    await settle(() => client.setQueryData(queryKeys.queuedBasketChange, 0));
    expect(link).toHaveAccessibleName('Basket, 1 item');
  });

  it('counts a device queued for the basket beside what the server holds', () => {
    const { link } = renderBadge(1, [add('op-1')]);
    expect(link).toHaveAccessibleName('Basket, 2 items');
    expect(screen.getByTestId('basket-count')).toHaveTextContent('2');
  });

  it('shows a device queued into an empty basket', () => {
    const { link } = renderBadge(0, [add('op-1')]);
    expect(link).toHaveAccessibleName('Basket, 1 item');
  });

  it('leaves out a refused add and takes off a queued removal', () => {
    const removal: QueuedBasketRow = { opId: 'op-2', type: 'remove-from-basket', state: 'queued' };
    const { link } = renderBadge(2, [add('op-1', 'failed'), removal]);
    expect(link).toHaveAccessibleName('Basket, 1 item');
  });

  it('never counts a device twice when its queued add lands', async () => {
    // The landing reads the basket again: the server holds the device now.
    fakeApi([on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: 1 }))]);
    const { client, link } = renderBadge(0, []);
    const stopKeeping = keepQueuedBasketRows(client);
    const stopFollowing = followOutbox(outboxSignals, client);
    const row = queuedRow('op-1');
    await act(async () => void (await db.outbox.add(row)));
    await vi.waitFor(() => expect(link).toHaveAccessibleName('Basket, 1 item'));

    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(link.getAttribute('aria-label') ?? ''));
    observer.observe(link, { attributes: true, attributeFilter: ['aria-label'] });
    // The signal first, the watcher's news of the deleted row after it: the order that could count the phone twice.
    const detail: CompletedDetail = { row, itemCount: 1 };
    act(() => void outboxSignals.dispatchEvent(new CustomEvent('completed', { detail })));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => void (await db.outbox.where('opId').equals('op-1').delete()));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(link).toHaveAccessibleName('Basket, 1 item');
    expect(shown.filter((label) => label !== 'Basket, 1 item')).toEqual([]);
    observer.disconnect();
    stopFollowing();
    stopKeeping();
  });
});

function queuedRow(opId: string): OutboxRow {
  return { ...createAddAction(), opId, createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'queued' };
}

describe('the outbox watcher the badge reads', () => {
  it('counts the rows queued, not a failed one, and drops the deleted ones', async () => {
    const client = new QueryClient();
    const stop = keepQueuedBasketRows(client);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.queuedBasketChange)).toBe(0));
    await db.outbox.add(queuedRow('op-w'));
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.queuedBasketChange)).toBe(1));
    await db.outbox.add({ ...queuedRow('op-f'), state: 'failed' });
    await db.outbox.where('opId').equals('op-w').delete();
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.queuedBasketChange)).toBe(0));
    stop();
  });
});
