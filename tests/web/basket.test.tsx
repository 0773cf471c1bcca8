import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createBasket, createBasketItem } from '../factories/orders.ts';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, offContract, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

const signedIn = (overrides = {}) => [on(endpoints.validateSession, () => json(200, { success: true, user: createUser(overrides) }))];
const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();

useAppTestSetup();

describe('basket: order summary (step 0)', { timeout: 20_000 }, () => {
  it('an empty basket (also the old "No active basket found" error) shows the empty screen with a way to the catalogue', async () => {
    fakeApi([on(endpoints.getBasket, () => json(404, { success: false, message: 'No active basket found' }))]);
    renderApp('/basket');
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sell my Device' })).toHaveAttribute('href', '/sell-my-device');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // A visitor (not signed in) has no trade-ins to be pointed at.
    expect(screen.queryByRole('link', { name: 'Your Trade-ins' })).not.toBeInTheDocument();
  });

  it('signed in, the empty basket also says where a placed order went (an answer lost in a dead spot, then a reload)', async () => {
    fakeApi([...signedIn(), on(endpoints.getBasket, () => json(404, { success: false, message: 'No active basket found' }))]);
    renderApp('/basket');
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Your Trade-ins' })).toHaveAttribute('href', '/dashboard');
  });

  it('a failed load says so and Try Again reads it again', async () => {
    let fail = true;
    fakeApi([on(endpoints.getBasket, () => (fail ? json(500, { success: false, message: 'boom' }) : json(200, createBasket([createBasketItem()]))))]);
    renderApp('/basket');
    expect(await screen.findByText('Failed to load basket items. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('basket-item')).toHaveTextContent('Galaxy S23');
  });

  it('EXPIRED (greyed, answers not viewable) and EXPIRES SOON with hours and minutes; Next waits for the expired one to go', async () => {
    const expired = createBasketItem({ device_name: 'iPhone 13', expires_at: hours(-1), expired: 1 });
    const soon = createBasketItem({ device_name: 'iPhone 15', expires_at: hours(5.5) });
    fakeApi([on(endpoints.getBasket, () => json(200, createBasket([expired, soon, createBasketItem()])))]);
    renderApp('/basket');
    const [first, second] = await screen.findAllByTestId('basket-item');
    expect(within(first!).getByText('EXPIRED')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'View answers' })).toBeDisabled();
    expect(within(second!).getByText(/EXPIRES SOON · 5h (29|30)m left/)).toBeInTheDocument();
    expect(screen.getByText('Some quotes in your basket have expired. Remove them to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // More than 2 items: the list scrolls.
    expect(screen.getByRole('list', { name: 'Devices in your basket' })).toHaveClass('overflow-y-auto');
  });

  it('remove: a 300 ms animation, then the request through the outbox; the badge follows; a refusal is silently ignored', async () => {
    const keep = createBasketItem({ device_name: 'iPhone 15' });
    const gone = createBasketItem({ device_name: 'iPhone 13' });
    let failRemoval = false;
    let contents = [keep, gone];
    const api = fakeApi([
      on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: contents.length })),
      on(endpoints.getBasket, () => json(200, createBasket(contents))),
      on(endpoints.removeFromBasket, () => {
        // A refusal (not a 5xx, which the outbox retries later): dropped without a word, the basket read again.
        if (failRemoval) return json(400, { success: false, message: 'Item not found in basket.' });
        contents = [keep];
        return json(200, createBasket(contents));
      }),
    ]);
    renderApp('/basket');
    expect(await screen.findAllByTestId('basket-item')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Devices in your basket' })).not.toHaveClass('overflow-y-auto');
    await userEvent.click(screen.getByRole('button', { name: 'Remove iPhone 13' }));
    expect(screen.getAllByTestId('basket-item')[1]).toHaveClass('opacity-0');
    expect(api.count(endpoints.removeFromBasket)).toBe(0);
    await waitFor(() => expect(screen.getAllByTestId('basket-item')).toHaveLength(1));
    await waitFor(() => expect(api.bodies(endpoints.removeFromBasket)[0]).toEqual({ itemId: gone.id }));
    await waitFor(() => expect(screen.queryByTestId('basket-count')).toHaveTextContent('1'));

    failRemoval = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove iPhone 15' }));
    await waitFor(() => expect(api.count(endpoints.removeFromBasket)).toBe(2));
    await waitFor(() => expect(screen.getByTestId('basket-item')).toHaveTextContent('iPhone 15'));
    expect(screen.getByTestId('basket-item')).not.toHaveClass('opacity-0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("Remove keeps focus on the seller's place: the next card, the one before, the heading when none is left", async () => {
    const first = createBasketItem({ device_name: 'iPhone 15' });
    const second = createBasketItem({ device_name: 'iPhone 13' });
    const third = createBasketItem({ device_name: 'Pixel 8' });
    let contents = [first, second, third];
    fakeApi([
      on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: contents.length })),
      on(endpoints.getBasket, () => json(200, createBasket(contents))),
      on(endpoints.removeFromBasket, (body) => {
        contents = contents.filter((item) => item.id !== (body as { itemId: number }).itemId);
        return json(200, createBasket(contents));
      }),
    ]);
    renderApp('/basket');
    await screen.findAllByTestId('basket-item');
    const card = (name: string) => screen.getAllByTestId('basket-item').find((li) => li.textContent?.includes(name));
    // The tap keeps focus on the button while its card fades (a disabled button dropped it to the body at once).
    const removeSecond = screen.getByRole('button', { name: 'Remove iPhone 13' });
    await userEvent.click(removeSecond);
    expect(removeSecond).toHaveFocus();
    expect(removeSecond).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(card('Pixel 8')).toHaveFocus());
    // The last card: focus goes to the one before it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pixel 8' }));
    await waitFor(() => expect(card('iPhone 15')).toHaveFocus());
    // None left: the step's heading.
    await userEvent.click(screen.getByRole('button', { name: 'Remove iPhone 15' }));
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('checkout-step-title')).toHaveFocus());
  });

  it('discount: Apply is disabled while blank; success and failure toasts use the spec words', async () => {
    let basket = createBasket([createBasketItem()]);
    fakeApi([
      on(endpoints.getBasket, () => json(200, basket)),
      on(endpoints.applyDiscount, (body) => {
        const { code } = body as { code: string };
        if (code === 'NOPE') return offContract(json(400, { success: false }));
        const discount = {
          code,
          type: 'fixed' as const,
          value: 20,
          discount: 20,
          terms: { per_seller_limit: 1, expires_at: null, cap: null, first_order_only: false },
        };
        basket = { ...basket, discount, totalPrice: 230 };
        return json(200, { success: true, message: 'ok', discount, totalPrice: 230, originalPrice: 210 });
      }),
    ]);
    renderApp('/basket');
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Discount code'), 'NOPE');
    await userEvent.click(apply);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code.');
    await userEvent.clear(screen.getByLabelText('Discount code'));
    await userEvent.type(screen.getByLabelText('Discount code'), 'EXTRA20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount applied successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('basket-total')).toHaveTextContent('£230.00'));
    expect(screen.getByText('(EXTRA20)')).toBeInTheDocument();
  });
});

describe('basket: who may check out', { timeout: 20_000 }, () => {
  it('a visitor’s Next goes to /login with the basket as the return location', async () => {
    fakeApi([on(endpoints.getBasket, () => json(200, createBasket([createBasketItem()])))]);
    const { router } = renderApp('/basket');
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/basket' });
  });

  it('an unverified seller’s Next goes to /verify-email', async () => {
    fakeApi([...signedIn({ verified: false }), on(endpoints.getBasket, () => json(200, createBasket([createBasketItem()])))]);
    const { router } = renderApp('/basket');
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
  });
});
