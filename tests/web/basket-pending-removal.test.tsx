import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/index.ts';
import { basketWithout } from '@/features/basket/model/pending-removals.ts';
import { db } from '@/offline/db.ts';
import { createBasket, createBasketItem } from '../factories/orders.ts';
import { fakeApi, json, on, setOnline } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

useAppTestSetup();
afterEach(async () => {
  setOnline(true);
  await Promise.all([db.outbox.clear(), db.syncResults.clear()]);
});

const days = (n: number) => new Date(Date.now() + n * 24 * 3600 * 1000).toISOString();

/**
 * An outside review (2026-11-28): a removal tapped with no signal took the item off the list but left the totals as
 * they were, and a reload in the dead spot showed the item again from the last-known copy, with its Remove button.
 */
describe('a basket with a removal waiting to be sent', () => {
  it('shows the totals without the item, in the page and after a reload in the dead spot', async () => {
    const iphone13 = createBasketItem({ device_name: 'iPhone 13', offer_price: 170 });
    const iphone14 = createBasketItem({ device_name: 'iPhone 14', offer_price: 230 });
    let offline = false;
    fakeApi([
      on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: 2 })),
      on(endpoints.getBasket, () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json(200, createBasket([iphone13, iphone14]));
      }),
      on(endpoints.removeFromBasket, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    renderApp('/basket');
    expect(await screen.findAllByTestId('basket-item')).toHaveLength(2);
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£400.00');

    offline = true;
    setOnline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove iPhone 13' }));
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(1));
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£230.00');
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));

    // A reload with no signal: the last-known copy, less the removal still queued.
    cleanup();
    renderApp('/basket');
    expect(await screen.findByText(/Last known basket/)).toBeInTheDocument();
    expect(screen.getAllByTestId('basket-item')).toHaveLength(1);
    expect(screen.getByTestId('basket-item')).toHaveTextContent('iPhone 14');
    expect(screen.queryByRole('button', { name: 'Remove iPhone 13' })).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-total')).toHaveTextContent('£230.00');
  });

  it('works the totals out as the server does: valid offers only, the discount held to its cap and to the basket', () => {
    const kept = createBasketItem({ offer_price: 230 });
    const expired = createBasketItem({ offer_price: 90, expires_at: days(-1), expired: 1 });
    const gone = createBasketItem({ offer_price: 170 });
    const terms = { per_seller_limit: null, expires_at: null, first_order_only: false };
    const percent = createBasket([kept, expired, gone], {
      originalPrice: 400,
      totalPrice: 425,
      itemCount: 2,
      discount: { code: 'TEN', type: 'percentage', value: 10, discount: 25, terms: { ...terms, cap: 25 } },
    });
    const shown = basketWithout(percent, new Set([gone.id]), Date.now());
    expect(shown.contents.map((item) => item.id)).toEqual([kept.id, expired.id]);
    expect(shown).toMatchObject({ originalPrice: 230, totalPrice: 253, itemCount: 1, discount: { discount: 23 } });

    const fixed = createBasket([kept, gone], {
      originalPrice: 400,
      totalPrice: 700,
      discount: { code: 'BIG', type: 'fixed', value: 300, discount: 300, terms: { ...terms, cap: null } },
    });
    expect(basketWithout(fixed, new Set([gone.id]), Date.now())).toMatchObject({ originalPrice: 230, totalPrice: 460, discount: { discount: 230 } });
    expect(basketWithout(fixed, new Set([999]), Date.now())).toBe(fixed);
  });
});
