import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentDetailsForm } from '../../src/components/payment-details-form.tsx';
import type { PaymentDetails } from '../../src/contract/index.ts';

function Harness() {
  const [value, setValue] = useState<PaymentDetails | null>(null);
  return <PaymentDetailsForm value={value} onChange={setValue} />;
}

describe('payment details form', () => {
  it('formats the sort code as typed, caps the account number at 8 digits', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sort Code'), '1a2 3456789');
    expect(screen.getByLabelText('Sort Code')).toHaveValue('12-34-56');
    await user.type(screen.getByLabelText('Account Number'), '12-345-6789x0');
    expect(screen.getByLabelText('Account Number')).toHaveValue('12345678');
  });

  it('shows the spec messages, clears them on edit, then confirms read-only with Edit', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sort Code'), '1234');
    await user.type(screen.getByLabelText('Account Number'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm Details' }));
    expect(screen.getByText('Sort code must be in format XX-XX-XX')).toBeInTheDocument();
    expect(screen.getByText('Account number must be 8 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sort Code'), '56');
    expect(screen.queryByText('Sort code must be in format XX-XX-XX')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Account Number'), '45678');
    await user.click(screen.getByRole('button', { name: 'Confirm Details' }));
    expect(screen.queryByLabelText('Sort Code')).not.toBeInTheDocument();
    expect(screen.getByText('12-34-56')).toBeInTheDocument();
    expect(screen.getByText('****5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Account Number')).toHaveValue('12345678');
  });

  it('from the keyboard, Confirm Details puts focus on Edit and Edit puts it on the Sort Code, never on the page', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sort Code'), '123456');
    await user.type(screen.getByLabelText('Account Number'), '12345678{Enter}');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Sort Code')).toHaveFocus();
  });
});
