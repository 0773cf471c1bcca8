import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createOrderSummary } from '../factories/orders.ts';
import { dashboardApi, details } from './helpers/dashboard-api.ts';
import { endpoints } from '@/contract/index.ts';
import { json, on } from './helpers/fake-api.ts';
import { renderApp, useAppTestSetup } from './helpers/render-app.tsx';

useAppTestSetup();

describe('report issue, referral and cashout', { timeout: 20_000 }, () => {
  it('Report Issue: the message starts with the order number, counts n/250, and goes as a support ticket', async () => {
    const api = dashboardApi(
      [createOrderSummary({ order_id: 12 })],
      [on(endpoints.createSupportTicket, () => json(200, { success: true, message: 'Thank you! We have received your message.' }))],
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Report Issue for QMT-12' }));
    const dialog = screen.getByRole('dialog', { name: 'Report an Issue' });
    const message = within(dialog).getByLabelText(/Describe the issue/);
    expect(message).toHaveValue('QMT-12: ');
    expect(within(dialog).getByText('8/250')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Issue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await userEvent.type(message, 'Label will not print');
    expect(within(dialog).getByText('28/250')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Issue' }));
    expect(await within(dialog).findByText('Your issue has been submitted.')).toBeInTheDocument();
    expect(api.bodies(endpoints.createSupportTicket)[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      message: 'QMT-12: Label will not print',
    });
  });

  it('Refer Friends shows only with a referral code', async () => {
    dashboardApi([], [on(endpoints.getUserDetails, () => json(200, details({ code: null, balance: 0, uses: 0 })))]);
    renderApp('/dashboard');
    await screen.findByText(/You have no trade-ins yet/);
    expect(screen.queryByRole('button', { name: 'Refer Friends' })).not.toBeInTheDocument();
  });

  it('cashout: disabled below £5.00 with the spec text; above it the spec’s field messages, then success', async () => {
    let balance = 4.5;
    dashboardApi(
      [],
      [
        on(endpoints.getUserDetails, () => json(200, details({ code: 'ABCD2345', balance, uses: 1 }))),
        on(endpoints.cashoutReferral, () => json(200, { success: true, message: 'ok', balance: 0 })),
      ],
    );
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Refer Friends' }));
    const referral = screen.getByRole('dialog', { name: 'Refer Friends' });
    expect(await within(referral).findByTestId('referral-code')).toHaveTextContent('ABCD2345');
    // Below £5.00 the referral dialog's own button is disabled and says why (issue 16; docs/product.md#5-validation-rules).
    expect(within(referral).getByRole('button', { name: 'Minimum £5.00 Required' })).toBeDisabled();
    expect(within(referral).queryByRole('button', { name: 'Cash Out' })).not.toBeInTheDocument();
    await userEvent.click(within(referral).getByRole('button', { name: 'Close' }));

    balance = 10;
    await userEvent.click(screen.getByRole('button', { name: 'Refer Friends' }));
    // The balance is read again as the dialog opens: Cash Out shows once the new one has come (a loaded run took longer).
    await userEvent.click(await within(screen.getByRole('dialog', { name: 'Refer Friends' })).findByRole('button', { name: 'Cash Out' }));
    const cashout = screen.getByRole('dialog', { name: 'Cash Out Referral Balance' });
    const submit = await within(cashout).findByRole('button', { name: 'Request Cashout' });
    await userEvent.click(submit);
    expect(within(cashout).getByRole('alert')).toHaveTextContent('Please enter both sort code and account number.');
    await userEvent.type(within(cashout).getByLabelText('Sort Code'), '1234567');
    expect(within(cashout).getByLabelText('Sort Code')).toHaveValue('12-34-56');
    await userEvent.type(within(cashout).getByLabelText('Account Number'), '12ab34');
    await userEvent.click(submit);
    expect(within(cashout).getByRole('alert')).toHaveTextContent('Account number must be 8 digits.');
    await userEvent.type(within(cashout).getByLabelText('Account Number'), '5678');
    await userEvent.click(submit);
    expect(
      await within(cashout).findByText("Cashout request submitted successfully! We'll process it within 1-2 business days."),
    ).toBeInTheDocument();
  });
});
