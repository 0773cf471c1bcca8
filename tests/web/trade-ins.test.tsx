import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummary } from '../../src/contract/index.ts';
import { createOrderDetail, createOrderSummary } from '../factories/orders.ts';
import { dashboardApi } from './helpers/dashboard-api.ts';
import { endpoints } from '@/contract/index.ts';
import { json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

const rows = () => screen.getAllByTestId('order-row');

useAppTestSetup();
afterEach(() => {
  vi.useRealTimers();
});

describe('Your Trade-ins', { timeout: 20_000 }, () => {
  it('lists QMT- numbers; search matches the order id or the total text, case-insensitively; else No Trade-ins Found', async () => {
    const orders = [createOrderSummary({ order_id: 31, total_price: 120 }), createOrderSummary({ order_id: 7, total_price: 85.5 })];
    dashboardApi(orders);
    renderApp('/dashboard');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('QMT-31');
    const search = screen.getByLabelText('Search trade-ins');
    await userEvent.type(search, 'qmt-7');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('QMT-7');
    await userEvent.clear(search);
    await userEvent.type(search, '£120');
    expect(rows()[0]).toHaveTextContent('QMT-31');
    await userEvent.clear(search);
    await userEvent.type(search, '85.50');
    expect(rows()[0]).toHaveTextContent('QMT-7');
    await userEvent.type(search, '9');
    expect(screen.getByText('No Trade-ins Found')).toBeInTheDocument();
  });

  it('shows 10 orders per scroll in the 360 px list', async () => {
    dashboardApi(Array.from({ length: 25 }, (_, i) => createOrderSummary({ order_id: 100 - i })));
    renderApp('/dashboard');
    await waitFor(() => expect(rows()).toHaveLength(10));
    const list = screen.getByRole('list', { name: 'Your trade-ins' });
    expect(list).toHaveClass('h-[360px]', 'overflow-y-auto');
    const scrollTo = (top: number) => {
      Object.defineProperties(list, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 360, configurable: true } });
      list.scrollTop = top;
      fireEvent.scroll(list);
    };
    scrollTo(100);
    expect(rows()).toHaveLength(10);
    scrollTo(640);
    expect(rows()).toHaveLength(20);
    scrollTo(640);
    expect(rows()).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
  });

  it('Print Shipping Label only for Submitted orders that have a label', async () => {
    const label = '/api/orders/label/1b4e28ba-2fa1-41d2-883f-0016d3cca427/label.pdf';
    dashboardApi([
      createOrderSummary({ order_id: 3, shipping_label: label }),
      createOrderSummary({ order_id: 2, shipping_label: null }),
      createOrderSummary({ order_id: 1, shipping_label: label, order_status: 'In Transit' }),
    ]);
    renderApp('/dashboard');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[0]!).getByRole('link', { name: 'Print Shipping Label' })).toHaveAttribute('href', label);
    expect(within(rows()[1]!).queryByRole('link', { name: 'Print Shipping Label' })).not.toBeInTheDocument();
    expect(within(rows()[2]!).queryByRole('link', { name: 'Print Shipping Label' })).not.toBeInTheDocument();
  });

  it('a cancelled order says its label is void; a declined revised quote says the device is coming back', async () => {
    dashboardApi([
      createOrderSummary({ order_id: 4, order_status: 'Cancelled', label_void: true }),
      createOrderSummary({ order_id: 3, order_status: 'Cancelled', label_void: true, revised_price: 12.5 }),
    ]);
    renderApp('/dashboard');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('Shipping label void: this order was cancelled.')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Revised quote declined: your device is being returned to you.')).toBeInTheDocument();
    expect(within(rows()[1]!).queryByText(/Shipping label void/)).not.toBeInTheDocument();
  });

  it('the detail dialog shows the seller’s own bank details and the estimated payout; a failed load says so', async () => {
    const order = createOrderSummary({ order_id: 9, total_price: 100 });
    dashboardApi(
      [order, createOrderSummary({ order_id: 8 })],
      [
        on(endpoints.getOrder, (_body, url) =>
          url.pathname.endsWith('/9')
            ? json(200, { success: true, ...createOrderDetail(order, { discount: { code: 'EXTRA20', discount: 20 } }) })
            : json(500, { success: false }),
        ),
      ],
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'View Details of QMT-9' }));
    const dialog = screen.getByRole('dialog', { name: 'Order QMT-9' });
    expect(await within(dialog).findByText('66374958')).toBeInTheDocument();
    expect(within(dialog).getByText('Estimated payout').nextSibling).toHaveTextContent('£120.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Details of QMT-8' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Order QMT-8' })).findByText('Failed to load order details.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('a cancelled order’s details promise no payout', async () => {
    const order = createOrderSummary({ order_id: 4, order_status: 'Cancelled', total_price: 100, label_void: true });
    dashboardApi([order], [on(endpoints.getOrder, () => json(200, { success: true, ...createOrderDetail(order) }))]);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'View Details of QMT-4' }, { timeout: 8000 }));
    const dialog = screen.getByRole('dialog', { name: 'Order QMT-4' });
    expect((await within(dialog).findByText('Estimated payout')).nextSibling).toHaveTextContent('None: this order was cancelled');
  });

  it('a completed order says what was paid, not an estimate; the tracking reference says it is the parcel to us', async () => {
    const order = createOrderSummary({ order_id: 5, order_status: 'Completed', total_price: 100 });
    const detail = createOrderDetail(order, { shipping_tracking: 'DPD1234567890', discount: { code: 'EXTRA20', discount: 20 } });
    dashboardApi([order], [on(endpoints.getOrder, () => json(200, { success: true, ...detail }))]);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'View Details of QMT-5' }, { timeout: 8000 }));
    const dialog = screen.getByRole('dialog', { name: 'Order QMT-5' });
    expect((await within(dialog).findByText('Paid to you')).nextSibling).toHaveTextContent('£120.00');
    expect(within(dialog).queryByText('Estimated payout')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Tracking reference (to us)').nextSibling).toHaveTextContent('DPD1234567890');
  });

  it('a failed list shows the server’s message, else the spec’s', async () => {
    dashboardApi([], [on(endpoints.getOrders, () => json(503, { success: false }))]);
    renderApp('/dashboard');
    expect(await screen.findByText('Failed to fetch orders. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('requote', { timeout: 20_000 }, () => {
  it('the list row of an order awaiting an answer shows the revised offer beside the old total', async () => {
    const order = createOrderSummary({ order_id: 7, order_status: 'Revised - Awaiting Response', total_price: 120, revised_price: 80 });
    dashboardApi([order]);
    renderApp('/dashboard');
    const row = (await screen.findAllByTestId('order-row'))[0]!;
    expect(within(row).getByText('Revised offer: £80.00 (was £120.00)')).toBeInTheDocument();
  });

  it('Confirm Requote needs a second click (Cancel backs out); the message shows and the dialog closes 5 s later', async () => {
    const order = createOrderSummary({ order_id: 5, order_status: 'Revised - Awaiting Response' });
    let status: OrderSummary['order_status'] = 'Revised - Awaiting Response';
    const api = dashboardApi(
      [order],
      [
        on(endpoints.getOrder, () =>
          json(200, {
            success: true,
            ...createOrderDetail({ ...order, order_status: status }, { revised_price: 80, revised_reason: 'Dented corner' }),
          }),
        ),
        on(endpoints.acceptRequote, () => {
          status = 'Awaiting Payout';
          return json(200, { success: true, message: 'Requote accepted! Your payment will be processed next business day.', order_status: status });
        }),
      ],
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Review Requote for QMT-5' }));
    const dialog = screen.getByRole('dialog', { name: 'Order QMT-5' });
    expect(await within(dialog).findByText('Revised offer: £80.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: Dented corner')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Requote' }));
    expect(within(dialog).getByRole('button', { name: 'Decline Requote' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.count(endpoints.acceptRequote)).toBe(0);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Requote' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Requote' }));
    expect(await within(dialog).findByText('Requote accepted! Your payment will be processed next business day.')).toBeInTheDocument();
    expect(api.bodies(endpoints.acceptRequote)[0]).toEqual({ order_id: 5 });
    vi.advanceTimersByTime(4900);
    expect(screen.getByRole('dialog', { name: 'Order QMT-5' })).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order QMT-5' })).not.toBeInTheDocument());
  });

  it('a failed decline shows the server message or the spec’s fallback', async () => {
    const order = createOrderSummary({ order_id: 6, order_status: 'Revised - Awaiting Response' });
    dashboardApi(
      [order],
      [
        on(endpoints.getOrder, () => json(200, { success: true, ...createOrderDetail(order, { revised_price: 80, revised_reason: 'Dented' }) })),
        on(endpoints.declineRequote, () => json(500, { success: false })),
      ],
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Review Requote for QMT-6' }));
    const dialog = screen.getByRole('dialog', { name: 'Order QMT-6' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Decline Requote' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline Requote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to decline requote. Please try again.');
  });
});

describe('Your Trade-ins, a device waiting in the basket', { timeout: 20_000 }, () => {
  // The verification link opens /dashboard: a seller sent to verify from the basket's Next read 'You have no trade-ins
  // yet' with nothing pointing back to the quote they had added (an outside review).
  it('says so with Go to Basket, beside the empty list', async () => {
    dashboardApi([], [on(endpoints.getBasketCount, () => json(200, { success: true, itemCount: 1 }))]);
    renderApp('/dashboard');
    expect(await screen.findByText('You have no trade-ins yet. Get a quote for your device to start one.')).toBeInTheDocument();
    expect(await screen.findByText('A device is waiting in your basket. Check out to start your trade-in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Basket' })).toHaveAttribute('href', '/basket');
  });

  it('says nothing with the basket empty', async () => {
    dashboardApi([]);
    renderApp('/dashboard');
    expect(await screen.findByText('You have no trade-ins yet. Get a quote for your device to start one.')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/basket/count'), expect.anything()));
    expect(screen.queryByRole('link', { name: 'Go to Basket' })).not.toBeInTheDocument();
  });
});
