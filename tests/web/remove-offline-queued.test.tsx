import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemoveFromBasket } from '../../src/features/basket/api/remove-from-basket.ts';
import { db } from '../../src/offline/db.ts';
import { setOnline } from './helpers/fake-api.ts';

/**
 * An outside review (2026-11-25): 'Remove' tapped on the basket page with no signal was held in memory by TanStack
 * Query (its mutations wait for a connection by default) and never reached the outbox; a reload lost it.
 */
afterEach(async () => {
  setOnline(true);
  onlineManager.setOnline(true);
  await db.outbox.clear();
});

describe('removing a basket item with no signal', () => {
  it('queues the removal in the outbox at once', async () => {
    setOnline(false);
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRemoveFromBasket(), { wrapper });
    act(() => result.current.mutate({ id: 7, device_name: 'iPhone 13' }));
    await vi.waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ type: 'remove-from-basket', payload: { itemId: 7 } }]));
  });
});
