import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../src/offline/db.ts';
import { createBasket, createBasketItem } from '../factories/orders.ts';
import { endpoints } from '@/contract/index.ts';
import { createUser } from '../factories/users.ts';
import { fakeApi, json, on, setOnline, type Route } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

const user = createUser();
const details = { success: true, user, shipping: null, referral: { code: 'ABCD2345', balance: 0, uses: 0 } };
const labelUuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

function checkoutApi(overrides: readonly Route[] = []) {
  let labelPolls = 0;
  const label = { ready: false };
  const api = fakeApi([
    on(endpoints.validateSession, () => json(200, { success: true, user })),
    on(endpoints.getBasket, () => json(200, createBasket([createBasketItem()]))),
    on(endpoints.getUserDetails, () => json(200, details)),
    on(endpoints.updateProfile, () => json(200, { success: true, message: 'Address updated successfully.' })),
    on(endpoints.checkout, () =>
      json(200, {
        success: true,
        message: 'Order submitted successfully!',
        order_id: 42,
        label_name: labelUuid,
        send_by: '2026-12-06T10:00:00.000Z',
      }),
    ),
    on(endpoints.getLabelStatus, () => {
      labelPolls += 1;
      return !label.ready
        ? json(200, { success: true, ready: false })
        : json(200, {
            success: true,
            ready: true,
            label_url: `/api/orders/label/${labelUuid}/label.pdf`,
            qrcode_url: `/api/orders/label/${labelUuid}/qrcode.png`,
          });
    }),
    ...overrides,
  ]);
  return { api, label, polls: () => labelPolls };
}

async function toAddressStep() {
  renderApp('/basket');
  const next = await screen.findByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await screen.findByRole('heading', { name: 'Address' });
  await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada'));
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText(/Address Line 1/), '1 High Street');
  await userEvent.type(screen.getByLabelText(/Town\/City/), 'Leeds');
  await userEvent.type(screen.getByLabelText(/Postcode/), 'ls1 1aa');
}

useAppTestSetup();

describe('checkout: address step (1)', { timeout: 20_000 }, () => {
  it('pre-filled, e-mail read-only, Next disabled until complete; a bad postcode is refused before any save', async () => {
    const { api } = checkoutApi();
    await toAddressStep();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue(user.username);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await fillAddress();
    await userEvent.clear(screen.getByLabelText(/Postcode/));
    await userEvent.type(screen.getByLabelText(/Postcode/), 'nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid UK postcode.');
    expect(api.count(endpoints.updateProfile)).toBe(0);
  });

  it('saves a changed address (indicator, then the payment step); an unchanged one is not saved again', async () => {
    const { api } = checkoutApi();
    await toAddressStep();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Address saved.')).toBeInTheDocument();
    expect(api.bodies(endpoints.updateProfile)[0]).toMatchObject({ address_line1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(api.count(endpoints.updateProfile)).toBe(1);
  });

  it("each step change puts focus on the new step's heading, not on the page (Next, Next, Back)", async () => {
    checkoutApi();
    await toAddressStep();
    expect(screen.getByRole('heading', { name: 'Address' })).toHaveFocus();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Address' })).toHaveFocus());
  });

  it('a failed save: the toast with the server message and the inline text; the seller stays on the address', async () => {
    checkoutApi([on(endpoints.updateProfile, () => json(500, { success: false }))]);
    await toAddressStep();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address.');
    expect(screen.getByText('Failed to update address. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Address' })).toBeInTheDocument();
  });
});

describe('checkout: payment (2) and confirmation (3)', { timeout: 20_000 }, () => {
  async function toPaymentStep() {
    await toAddressStep();
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Payment' });
  }
  async function confirmBank() {
    await userEvent.type(screen.getByLabelText('Sort Code'), '089999');
    await userEvent.type(screen.getByLabelText('Account Number'), '66374958');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Details' }));
  }

  it('Submit Order waits for confirmed details; then the order, the toast, and the QR code once the label is ready', async () => {
    const { api, label, polls } = checkoutApi();
    await toPaymentStep();
    // Before Submit: the date to post by, if submitted today.
    expect(screen.getByTestId('review-send-by')).toHaveTextContent(/^Post your device by .+: quotes are valid for 14 days from your order\.$/);
    expect(screen.getByRole('button', { name: 'Submit Order' })).toBeDisabled();
    await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Order submitted successfully!')).toBeInTheDocument();
    expect(api.bodies(endpoints.checkout)[0]).toEqual({ sort_code: '08-99-99', account_number: '66374958' });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('QMT-42');
    expect(screen.getByText('Preparing your shipping label...')).toBeInTheDocument();
    expect(screen.getByTestId('send-by')).toHaveTextContent(/Please post your device by .*6 December 2026: your quote is valid for 14 days./);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // Polled every 2 s until ready: the next poll after the label is made shows it.
    await waitFor(() => expect(polls()).toBeGreaterThan(0));
    label.ready = true;
    const qr = await screen.findByRole('img', { name: 'Drop-off QR code for order QMT-42' }, { timeout: 5000 });
    expect(qr).toHaveAttribute('src', `/api/orders/label/${labelUuid}/qrcode.png`);
    expect(screen.getByRole('link', { name: 'Print Shipping Label' })).toHaveAttribute('href', `/api/orders/label/${labelUuid}/label.pdf`);
    expect(screen.getByText(/factory reset/)).toBeInTheDocument();

    // The bank details were sent once and kept nowhere in the browser.
    const stored = JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      history: window.history.state,
      account: await db.account.toArray(),
    });
    expect(stored).not.toContain('66374958');
  });

  it('a refused order shows the server’s message (or the spec’s fallback) in the error toast and stays on payment', async () => {
    checkoutApi([
      on(endpoints.checkout, () =>
        json(400, { success: false, message: 'These bank details do not match a UK bank account. Please check the sort code and account number.' }),
      ),
    ]);
    await toPaymentStep();
    await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These bank details do not match a UK bank account.');
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    // A refusal is an answer: nothing to reassure about.
    expect(screen.getByTestId('checkout-unconfirmed')).toBeEmptyDOMElement();
  });

  it('offline, the network wording', async () => {
    checkoutApi([on(endpoints.checkout, () => Promise.reject(new TypeError('Failed to fetch')))]);
    await toPaymentStep();
    await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while submitting your order.');
  });

  it('with the browser offline, nothing is sent and the seller is told so plainly, not that the order may have gone through', async () => {
    const { api } = checkoutApi();
    await toPaymentStep();
    await confirmBank();
    setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while submitting your order.');
      expect(screen.getByTestId('checkout-unconfirmed')).toHaveTextContent(
        'You are offline, so your order was not sent. Submit it again when you are back online.',
      );
      expect(api.count(endpoints.checkout)).toBe(0);
    } finally {
      setOnline(true);
    }
    // Back online, the note says so rather than still 'You are offline'.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Your order was not sent while you were offline. You are back online: submit it again.')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline, so your order/)).not.toBeInTheDocument();
    // The same tap makes the order.
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Order submitted successfully!')).toBeInTheDocument();
    expect(api.count(endpoints.checkout)).toBe(1);
  });

  it('Submit again after no answer sends the same order attempt (one Idempotency-Key), so a made order is not made twice', async () => {
    let tries = 0;
    checkoutApi([
      on(endpoints.checkout, () =>
        ++tries === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(200, {
              success: true,
              message: 'Order submitted successfully!',
              order_id: 43,
              label_name: labelUuid,
              send_by: '2026-12-06T10:00:00.000Z',
            }),
      ),
    ]);
    await toPaymentStep();
    await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while submitting your order.');
    // The seller is told that pressing again cannot sell twice, in the status region that was there all along.
    expect(screen.getByTestId('checkout-unconfirmed')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('checkout-unconfirmed')).toHaveTextContent(
      'We could not confirm whether your order went through. Submitting again is safe: if it did, you will be told so and no second order is made.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByText('Order submitted successfully!')).toBeInTheDocument();
    const keys = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).endsWith('/api/basket/checkout'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('another address after no answer is another attempt; an earlier submit that went through is said, not replayed as the new one', async () => {
    let tries = 0;
    checkoutApi([
      on(endpoints.checkout, () =>
        ++tries === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(400, { success: false, message: 'Your basket is empty.' }),
      ),
    ]);
    await toPaymentStep();
    await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while submitting your order.');

    await userEvent.click(screen.getByRole('button', { name: /^Back$/ }));
    const town = await screen.findByLabelText(/Town\/City/);
    await userEvent.clear(town);
    await userEvent.type(town, 'York');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Payment' });
    if (screen.queryByRole('button', { name: 'Confirm Details' })) await confirmBank();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-unconfirmed')).toHaveTextContent(
        'Your earlier submit went through: the order was made with the details you gave then, and Your Trade-ins lists it.',
      ),
    );
    const keys = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).endsWith('/api/basket/checkout'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
