import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBasket, createBasketItem } from '../factories/orders.ts';
import { createQueuedAddRow } from '../factories/outbox.ts';
import { endpoints } from '@/contract/index.ts';
import { db } from '@/offline/db.ts';
import { fakeApi, json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

/**
 * An outside review: a device queued offline, sent when the signal came back while /basket was open. Between its
 * outbox row going and the basket being read again, the page said "Your basket is empty" under the notice that it
 * had been added. (A file of its own: the outbox's drainer is per module, and this one must start fresh.)
 */
useAppTestSetup();

describe('basket: a queued device lands while the page is open', { timeout: 20_000 }, () => {
  it('a queued device sent while the basket is open: "Loading basket..." until the basket read again brings it, never "Your basket is empty"', async () => {
    const added = createBasketItem({ device_name: 'iPhone 13' });
    let sent = false;
    let send: (() => void) | undefined;
    // Every read after the landing is held until release(), then all answer, as a server would (the page may read
    // twice: once on its own drainer's news, once as the row leaves the outbox).
    const held: Array<() => void> = [];
    let release: (() => void) | undefined;
    fakeApi([
      // Empty until the add lands; the read after it is held, to see what the page says meanwhile.
      on(endpoints.getBasket, () =>
        sent
          ? new Promise<Response>((resolve) => {
              held.push(() => resolve(json(200, createBasket([added]))));
              release = () => held.splice(0).forEach((answer) => answer());
            })
          : json(200, createBasket([])),
      ),
      on(endpoints.addToBasket, () => {
        const answer = json(200, { success: true, message: 'Quote submitted successfully!', item: added, itemCount: 1 });
        return new Promise<Response>((resolve) => (send = () => ((sent = true), resolve(answer))));
      }),
    ]);
    await db.outbox.add(createQueuedAddRow());
    renderApp('/basket');
    // The server's basket (empty) read, the queued device shown in its place, its add on its way.
    expect(await screen.findByTestId('queued-basket-item')).toHaveTextContent('iPhone 13');
    await waitFor(() => expect(screen.queryByText('Loading basket...')).not.toBeInTheDocument());
    await waitFor(() => expect(send).toBeDefined(), { timeout: 8000 });
    send!();
    // Sent, its row gone, the basket being read again.
    await waitFor(() => expect(release).toBeDefined(), { timeout: 8000 });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await waitFor(() => expect(screen.queryByTestId('queued-basket-item')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Your basket is empty' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading basket...')).toBeInTheDocument();
    release!();
    expect(await screen.findByTestId('basket-item')).toHaveTextContent('iPhone 13');
  });
});
