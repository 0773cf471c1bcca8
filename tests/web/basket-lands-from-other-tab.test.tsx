import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBasket, createBasketItem } from '../factories/orders.ts';
import { createQueuedAddRow } from '../factories/outbox.ts';
import { endpoints } from '@/contract/index.ts';
import { db } from '@/offline/db.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

/**
 * An outside review with two tabs: the basket open in one, the device queued offline sent by the other tab's drainer
 * as the signal came back. This tab heard nothing of it (it had not started listening yet) and kept "Your basket is
 * empty". The outbox row going, seen here through Dexie, is enough to read the basket again. (A file of its own: the
 * outbox's drainer is per module.)
 */
useAppTestSetup();

describe('basket: a queued device sent by another tab', { timeout: 20_000 }, () => {
  it('the row going reads the basket again: "Loading basket..." meanwhile, never "Your basket is empty"', async () => {
    const added = createBasketItem({ device_name: 'iPhone 13' });
    let landed = false;
    let release: (() => void) | undefined;
    fakeApi([
      on(endpoints.getBasket, () =>
        landed ? new Promise<Response>((resolve) => (release = () => resolve(json(200, createBasket([added]))))) : json(200, createBasket([])),
      ),
    ]);
    const opId = crypto.randomUUID();
    // Backing off in this tab: the other tab is the one that sends it.
    await db.outbox.add(createQueuedAddRow({ opId, attempts: 1, nextAttemptAt: Date.now() + 10 * 60_000 }));
    renderApp('/basket');
    expect(await screen.findByTestId('queued-basket-item')).toHaveTextContent('iPhone 13');
    await waitFor(() => expect(screen.queryByText('Loading basket...')).not.toBeInTheDocument());

    // The other tab's drainer: confirmed, row gone; its result already dismissed there (nothing kept to compare).
    landed = true;
    await db.outbox.where('opId').equals(opId).delete();
    await waitFor(() => expect(release).toBeDefined(), { timeout: 8000 });
    await waitFor(() => expect(screen.queryByTestId('queued-basket-item')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Your basket is empty' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading basket...')).toBeInTheDocument();
    release!();
    expect(await screen.findByTestId('basket-item')).toHaveTextContent('iPhone 13');
  });
});
