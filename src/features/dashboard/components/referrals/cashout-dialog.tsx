import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/field.tsx';
import { cashoutBody } from '@/contract/index.ts';
import { accountNumberInput, sortCodeInput } from '@/shared/bank-details.ts';
import { formatGBP } from '@/shared/format.ts';
import { cashoutErrorMessage, cashoutSuccess, useCashout } from '../../api/cashout.ts';
import { useUserDetails } from '../../api/user-details.ts';

/** docs/product.md#9-business-constants-and-limits: the minimum cash-out is £5.00. */
export const minimumCashout = 5;
const closeAfterMs = 1500;

/** Cash out the referral balance by bank transfer; the button is disabled below £5.00 ('Minimum £5.00 Required'). */
export function CashoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Cash Out Referral Balance">
      {open && <CashoutForm onDone={onClose} />}
    </Dialog>
  );
}

function CashoutForm({ onDone }: { onDone: () => void }) {
  const details = useUserDetails();
  const cashout = useCashout();
  const [values, setValues] = useState({ sort_code: '', account_number: '' });
  const [error, setError] = useState<string | null>(null);
  const balance = details.data?.referral.balance ?? 0;
  const enough = balance >= minimumCashout;

  useEffect(() => {
    if (!cashout.isSuccess) return;
    const timer = window.setTimeout(onDone, closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [cashout.isSuccess, onDone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashoutBody.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    cashout.mutate(parsed.data, { onError: (failure) => setError(cashoutErrorMessage(failure)) });
  }

  // The bank details stay in this form's memory until the one request that sends them.
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Your balance: <strong data-testid="cashout-balance">{formatGBP(cashout.isSuccess ? cashout.data.balance : balance)}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sort Code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          value={values.sort_code}
          onChange={(e) => {
            setValues({ ...values, sort_code: sortCodeInput(e.target.value) });
            setError(null);
          }}
        />
        <TextField
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12345678"
          value={values.account_number}
          onChange={(e) => {
            setValues({ ...values, account_number: accountNumberInput(e.target.value) });
            setError(null);
          }}
        />
      </div>
      {cashout.isSuccess && <Alert tone="success">{cashoutSuccess}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={!enough || cashout.isSuccess || details.isPending} loading={cashout.isPending} loadingText="Requesting...">
        {enough ? 'Request Cashout' : 'Minimum £5.00 Required'}
      </Button>
    </form>
  );
}
