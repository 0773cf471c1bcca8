import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOutbox } from '../../src/app/layout/use-outbox-sync.ts';
import { BasketLink } from '../../src/app/shell/basket-link.tsx';
import { queryKeys } from '../../src/lib/query-keys.ts';
import { db } from '../../src/offline/db.ts';
import type { CompletedDetail, OutboxRow, QueuedBasketRow } from '../../src/offline/outbox/index.ts';
import { watchQueuedBasketRows } from '../../src/offline/outbox/index.ts';
import { endpoints } from '@/contract/index.ts';
import { createAddAction } from '../factories/outbox.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';

/**
 * An outside review (2026-11-25): a seller who added a phone in a dead spot saw '1 queued action' but no count on the
 * basket icon until the signal came back. The badge counts what is queued for the basket too.
 */
const add = (opId: string, state: OutboxRow['state'] = 'queued'): QueuedBasketRow => ({ opId, type: 'add-to-basket', state });

function renderBadge(serverCount: number, queued: QueuedBasketRow[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.basketCount, serverCount);
  client.setQueryData(queryKeys.queuedBasketRows, queued);
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
    const { client, link } = renderBadge(0, [add('op-1')]);
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(link.getAttribute('aria-label') ?? ''));
    observer.observe(link, { attributes: true, attributeFilter: ['aria-label'] });
    const signals = new EventTarget();
    const stop = followOutbox(signals, client);

    const detail: CompletedDetail = { row: { opId: 'op-1', type: 'add-to-basket' } as OutboxRow, itemCount: 1 };
    act(() => void signals.dispatchEvent(new CustomEvent('completed', { detail })));
    // The landing's new read of the count ends; the watcher's own answer, without the deleted row, comes later.
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    act(() => void client.setQueryData(queryKeys.queuedBasketRows, []));
    expect(link).toHaveAccessibleName('Basket, 1 item');
    expect(shown.filter((label) => label !== 'Basket, 1 item')).toEqual([]);
    observer.disconnect();
    stop();
  });
});

describe('the outbox watcher the badge reads', () => {
  it('hears rows queued and deleted', async () => {
    const heard: QueuedBasketRow[][] = [];
    const stop = watchQueuedBasketRows((rows) => heard.push(rows));
    await vi.waitFor(() => expect(heard.at(-1)).toEqual([]));
    await db.outbox.add({ ...createAddAction(), opId: 'op-w', createdAt: 0, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'queued' });
    await vi.waitFor(() => expect(heard.at(-1)).toEqual([{ opId: 'op-w', type: 'add-to-basket', state: 'queued' }]));
    await db.outbox.where('opId').equals('op-w').delete();
    await vi.waitFor(() => expect(heard.at(-1)).toEqual([]));
    stop();
  });
});
