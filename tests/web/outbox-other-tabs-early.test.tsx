import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOutboxSync } from '../../src/app/layout/use-outbox-sync.ts';
import { queryKeys } from '../../src/lib/query-keys.ts';
import type { CompletedDetail, OutboxRow } from '../../src/offline/outbox/index.ts';

/**
 * CI at 686fea2 (e2e/basket-every-tab.spec.ts): a tab opened on the basket had not yet loaded its outbox (that waits
 * for the work after the first view, one idle moment per module, many seconds on a busy machine) when the other tab
 * sent the queued device. It missed the news and kept its badge and basket as they were until a reload.
 */
const otherTab = new BroadcastChannel('qmt-outbox');
const detail: CompletedDetail = { row: { opId: 'op-early', type: 'add-to-basket', label: 'iPhone 13' } as OutboxRow, itemCount: 3 };

afterEach(() => {
  window.__qmtEarlyTaps = undefined;
});

describe('a tab whose outbox has not loaded yet', () => {
  it('hears another tab’s landing and shows the new count', async () => {
    // A page booted by index.html whose first view is not released: the outbox stays unloaded.
    window.__qmtEarlyTaps = [];
    const client = new QueryClient();
    client.setQueryData(queryKeys.basketCount, 0);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useOutboxSync(), { wrapper });

    otherTab.postMessage({ type: 'completed', detail });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.basketCount)).toBe(3));
    unmount();
  });
});
