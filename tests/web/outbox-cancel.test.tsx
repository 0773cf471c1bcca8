import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueuedBasketItems } from '@/features/basket/components/queued-basket-items.tsx';
import { useQueuedAdds } from '@/features/basket/model/use-queued-adds.ts';
import { NetworkError } from '../../src/lib/api/call-api.ts';
import { db } from '../../src/offline/db.ts';
import { drainPass, type DrainDeps } from '../../src/offline/outbox/drain.ts';
import { cancelQueuedAdd, enqueue } from '../../src/offline/outbox/index.ts';
import type { OutboxRow } from '../../src/offline/outbox/index.ts';
import { createAddAction, createDraft } from '../factories/outbox.ts';

/**
 * An outside review: a device added by mistake in a dead spot could not be taken back until it had landed in the
 * basket. One never sent can be cancelled; one that may have reached the server cannot, and is never both
 * cancelled and sent.
 */
const device = { id: 41, device_name: 'Pixel 7', brand: 'Google', device_type: 'phone' as const, image_url: '/d/41.webp' };
const addPixel = () => createAddAction({ payload: { deviceId: device.id, quoteType: 'standard', selected_answers: {} }, label: 'Pixel 7' });
const sendsNothing = vi.fn<(row: OutboxRow) => Promise<{ itemCount: number; price: number }>>();

function deps(overrides: Partial<DrainDeps> = {}): DrainDeps {
  return { now: () => 1_000_000, random: () => 0.5, online: () => true, send: sendsNothing, ...overrides };
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.syncResults.clear()]);
});
afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('cancelling a device queued for the basket', () => {
  it('a never-sent add goes, and its quote is a priced quote again', async () => {
    const opId = await enqueue(addPixel(), { draft: createDraft(device) });
    expect(await cancelQueuedAdd(opId)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'priced', step: 'price', price: 100 });
    expect((await db.drafts.get(device.id))?.opId).toBeUndefined();
  });

  it('an add tried before (its answer may have been lost after the server added it) or being sent stays', async () => {
    const tried = await enqueue(addPixel());
    await db.outbox.where('opId').equals(tried).modify({ triedAt: 5, attempts: 1 });
    expect(await cancelQueuedAdd(tried)).toBe(false);
    await db.outbox.where('opId').equals(tried).modify({ state: 'sending' });
    expect(await cancelQueuedAdd(tried)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('a cancel between the drainer reading the queue and claiming the row: the row is not sent', async () => {
    const opId = await enqueue(addPixel());
    const stale = await db.outbox.orderBy('seq').toArray();
    expect(await cancelQueuedAdd(opId)).toBe(true);
    // The drainer read the queue just before the Cancel landed: its first read still holds the row.
    vi.spyOn(db.outbox, 'orderBy').mockImplementationOnce(() => ({ toArray: async () => stale }) as unknown as ReturnType<typeof db.outbox.orderBy>);
    const outcome = await drainPass(deps());
    expect(sendsNothing).not.toHaveBeenCalled();
    expect(outcome).toEqual({ nextWakeAt: null, pending: 0 });
  });

  it('a server that does not answer the probe (lie-fi, a page loaded offline that says online): the add is not sent and can still be cancelled', async () => {
    const opId = await enqueue(addPixel(), { draft: createDraft(device) });
    const outcome = await drainPass(deps({ answersNow: async () => false }));
    expect(sendsNothing).not.toHaveBeenCalled();
    const [row] = await db.outbox.toArray();
    // It waits out a backoff as a failed try would, and a returning signal ends that backoff.
    expect(row).toMatchObject({ state: 'queued', attempts: 1, unreached: true });
    expect(row!.triedAt).toBeUndefined();
    expect(outcome.nextWakeAt).toBe(row!.nextAttemptAt);
    expect(await cancelQueuedAdd(opId)).toBe(true);
    expect(await db.drafts.get(device.id)).toMatchObject({ status: 'priced' });
  });

  it('the probe answered: the add is sent; once tried it is not probed again, and no longer cancellable', async () => {
    const answersNow = vi.fn(async () => true);
    const send = vi.fn(async () => Promise.reject(new NetworkError(new TypeError('Failed to fetch'))));
    const opId = await enqueue(addPixel());
    await drainPass(deps({ answersNow, send, now: () => 1_000_000 }));
    expect(answersNow).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await cancelQueuedAdd(opId)).toBe(false);
    await drainPass(deps({ answersNow, send, now: () => 1_000_000 + 10 * 60_000 }));
    expect(answersNow).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a send the browser stopped before it left (it said offline at that moment) keeps the add cancellable', async () => {
    const opId = await enqueue(addPixel());
    await drainPass(deps({ send: async () => Promise.reject(new NetworkError(new TypeError('The browser is offline.'), true)) }));
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await cancelQueuedAdd(opId)).toBe(true);
  });

  it('the drainer claiming first: the Cancel is refused and the row is sent once', async () => {
    const opId = await enqueue(addPixel());
    let refused: boolean | undefined;
    await drainPass(
      deps({
        send: async () => {
          refused = !(await cancelQueuedAdd(opId));
          return { itemCount: 1, price: 100 };
        },
      }),
    );
    expect(refused).toBe(true);
  });

  it('the basket lists Cancel on a never-sent add only, and the add goes when it is tapped', async () => {
    const fresh = await enqueue(addPixel());
    const tried = await enqueue(createAddAction({ label: 'Galaxy S23' }));
    await db.outbox.where('opId').equals(tried).modify({ triedAt: 5, attempts: 1 });
    function Queued() {
      const queued = useQueuedAdds();
      return queued ? <QueuedBasketItems adds={queued.adds} /> : null;
    }
    render(<Queued />);
    const cancel = await screen.findByRole('button', { name: 'Cancel adding Pixel 7' });
    expect(screen.queryByRole('button', { name: 'Cancel adding Galaxy S23' })).not.toBeInTheDocument();
    // The row with no Cancel says why; the other does not.
    const [pixelRow, galaxyRow] = screen.getAllByTestId('queued-basket-item');
    expect(galaxyRow).toHaveTextContent(
      'It may have reached us on an earlier try, so it cannot be cancelled here: remove it from your basket if it arrives.',
    );
    expect(pixelRow).not.toHaveTextContent('earlier try');
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.getAllByTestId('queued-basket-item')).toHaveLength(1));
    expect(screen.getByTestId('queued-basket-item')).toHaveTextContent('Galaxy S23');
    // Focus does not fall to the page's body with the button: it goes to the row that took its place.
    await waitFor(() => expect(screen.getByTestId('queued-basket-item')).toHaveFocus());
    expect(await db.outbox.where('opId').equals(fresh).count()).toBe(0);
  });

  it('two of the same phone queued: their Cancel buttons are told apart, and each cancels its own row', async () => {
    const first = await enqueue(addPixel());
    const second = await enqueue(addPixel());
    await enqueue(createAddAction({ label: 'Galaxy S23' }));
    function Queued() {
      const queued = useQueuedAdds();
      return queued ? <QueuedBasketItems adds={queued.adds} /> : null;
    }
    render(<Queued />);
    expect(await screen.findByRole('button', { name: 'Cancel adding Pixel 7 (1 of 2)' })).toBeInTheDocument();
    // A name seen once keeps its plain name.
    expect(screen.getByRole('button', { name: 'Cancel adding Galaxy S23' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel adding Pixel 7 (2 of 2)' }));
    await waitFor(() => expect(screen.getAllByTestId('queued-basket-item')).toHaveLength(2));
    expect(await db.outbox.where('opId').equals(second).count()).toBe(0);
    expect(await db.outbox.where('opId').equals(first).count()).toBe(1);
    expect(screen.getByRole('button', { name: 'Cancel adding Pixel 7' })).toBeInTheDocument();
  });

  it('cancelling the last queued add puts focus on the step heading', async () => {
    await enqueue(addPixel());
    function Queued() {
      const queued = useQueuedAdds();
      return (
        <>
          <h2 id="checkout-step-title" tabIndex={-1}>
            Order Summary
          </h2>
          {queued && <QueuedBasketItems adds={queued.adds} />}
        </>
      );
    }
    render(<Queued />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel adding Pixel 7' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Order Summary' })).toHaveFocus());
  });

  it('a Cancel the drainer beat (the signal came back a moment before the tap) says it was too late, not nothing', async () => {
    const opId = await enqueue(addPixel());
    function Queued() {
      const queued = useQueuedAdds();
      return queued ? <QueuedBasketItems adds={queued.adds} /> : null;
    }
    render(<Queued />);
    const cancel = await screen.findByRole('button', { name: 'Cancel adding Pixel 7' });
    let release: () => void = () => {};
    const sending = drainPass(
      deps({
        // The row is claimed; the tap comes before the screen has caught up.
        send: () => {
          fireEvent.click(cancel);
          return new Promise((resolve) => (release = () => resolve({ itemCount: 1, price: 100 })));
        },
      }),
    );
    const notice = await screen.findByText('Too late to cancel Pixel 7: it had just been sent. Remove it from your basket once it arrives.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Cancel adding Pixel 7' })).not.toBeInTheDocument();
    release();
    await sending;
    // The add landed: the words stay with the seller, who can remove it from the basket.
    expect(await db.outbox.where('opId').equals(opId).count()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Too late to cancel Pixel 7');
  });
});
