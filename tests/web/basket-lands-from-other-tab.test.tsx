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

  it('a read on its way when the row goes may predate the add: its "empty" is not shown, the basket is read again', async () => {
    // A browser test: the second tab's read (the signal back) reached the server before the add, answered after
    // the row went, and its "empty" stayed.
    const added = createBasketItem({ device_name: 'iPhone 13' });
    const releases: ((basket: ReturnType<typeof createBasket>) => void)[] = [];
    const api = fakeApi([on(endpoints.getBasket, () => new Promise<Response>((resolve) => releases.push((basket) => resolve(json(200, basket)))))]);
    const opId = crypto.randomUUID();
    await db.outbox.add(createQueuedAddRow({ opId, attempts: 1, nextAttemptAt: Date.now() + 10 * 60_000 }));
    renderApp('/basket');
    expect(await screen.findByTestId('queued-basket-item')).toHaveTextContent('iPhone 13');
    await waitFor(() => expect(releases.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const onTheirWay = releases.length;

    // The other tab's add lands and its row goes while these reads are still on their way; then they answer "empty".
    await db.outbox.where('opId').equals(opId).delete();
    await waitFor(() => expect(screen.queryByTestId('queued-basket-item')).not.toBeInTheDocument());
    for (const release of releases.slice(0, onTheirWay)) release(createBasket([]));
    await waitFor(() => expect(releases.length).toBeGreaterThan(onTheirWay), { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'Your basket is empty' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading basket...')).toBeInTheDocument();
    for (const release of releases.slice(onTheirWay)) release(createBasket([added]));
    expect(await screen.findByTestId('basket-item')).toHaveTextContent('iPhone 13');
    expect(api.count(endpoints.getBasket)).toBe(onTheirWay + 1);
  });
});
