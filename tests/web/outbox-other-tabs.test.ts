import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOutbox } from '../../src/app/layout/use-outbox-sync.ts';
import { queryKeys } from '../../src/lib/query-keys.ts';
import type { CompletedDetail, OutboxRow } from '../../src/offline/outbox/index.ts';
import { hearOtherTabs, outboxSignals, signalCompleted, signalDropped } from '../../src/offline/outbox/signals.ts';

/**
 * Found by an outside review with two tabs: the device queued offline in one was sent by the other's drainer; the
 * tab that did not send kept "Your basket is empty" and no badge count until a reload. A second BroadcastChannel
 * on the same name stands in for the other tab (Node delivers between channels of one process as browsers do
 * between tabs).
 */
const otherTab = new BroadcastChannel('qmt-outbox');
const detail: CompletedDetail = { row: { opId: 'op-1', type: 'add-to-basket', label: 'iPhone 13' } as OutboxRow, itemCount: 2 };
hearOtherTabs();

afterEach(() => {
  otherTab.onmessage = null;
});

describe('a queued action confirmed in another tab', () => {
  it('sets this tab’s basket badge and reads its basket again', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.basketCount, 0);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = followOutbox(outboxSignals, client);

    otherTab.postMessage({ type: 'completed', detail });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.basketCount)).toBe(2));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.basket });

    invalidate.mockClear();
    otherTab.postMessage({ type: 'dropped' });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.basket }));
    stop();
  });

  it('this tab’s own confirmations and refusals reach the other tabs, and this tab hears each once', async () => {
    const heardThere: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heardThere.push(event.data);
    const heardHere: string[] = [];
    const listen = (event: Event) => heardHere.push(event.type);
    outboxSignals.addEventListener('completed', listen);
    outboxSignals.addEventListener('dropped', listen);

    signalCompleted(detail);
    signalDropped();
    await vi.waitFor(() => expect(heardThere).toEqual([{ type: 'completed', detail }, { type: 'dropped' }]));
    // Give a message to this tab's own channel the time to arrive, were it (wrongly) delivered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardHere).toEqual(['completed', 'dropped']);
    outboxSignals.removeEventListener('completed', listen);
    outboxSignals.removeEventListener('dropped', listen);
  });

  it('ignores messages that are not the outbox’s', async () => {
    const heardHere: string[] = [];
    const listen = (event: Event) => heardHere.push(event.type);
    outboxSignals.addEventListener('completed', listen);
    otherTab.postMessage({ type: 'something-else' });
    otherTab.postMessage(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardHere).toEqual([]);
    outboxSignals.removeEventListener('completed', listen);
  });
});
