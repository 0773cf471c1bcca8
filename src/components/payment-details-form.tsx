import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { paymentDetails, type PaymentDetails } from '../contract/index.ts';
import { accountNumberInput, maskAccountNumber, sortCodeInput } from '../shared/bank-details.ts';
import { Button } from './button.tsx';
import { TextField } from './field.tsx';

interface PaymentDetailsFormProps {
  /** The confirmed details, or null while the seller is entering them. */
  value: PaymentDetails | null;
  /** Confirm (valid details) and Edit (null) both report here; the owner keeps the state. */
  onChange: (value: PaymentDetails | null) => void;
}

/**
 * docs/product.md#2-screens-and-routes, docs/product.md#4-states-and-transitions and docs/product.md#5-validation-rules, payment details form: entry, validated, confirmed (read-only with Edit). Sort code
 * digits only with dashes inserted, account number 8 digits; errors clear on edit. Shared: the dashboard spec
 * lists it and the checkout's payment step uses it. It never stores the details (they travel with the order).
 */
export function PaymentDetailsForm({ value, onChange }: PaymentDetailsFormProps) {
  const [draft, setDraft] = useState<PaymentDetails>(value ?? { accountNumber: '', sortCode: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PaymentDetails, string>>>({});
  // Confirm and Edit each replace the button pressed: focus goes to the other one's first control, not to the page's
  // body (an outside review: a keyboard user lost their place on the checkout's Payment step).
  const root = useRef<HTMLDivElement & HTMLFormElement>(null);
  const moved = useRef(false);
  const confirmed = value !== null;
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>(confirmed ? 'button' : 'input')?.focus();
  }, [confirmed]);
  const report = (next: PaymentDetails | null) => {
    moved.current = true;
    onChange(next);
  };

  if (value) {
    return (
      <div ref={root} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-700 bg-green-50 p-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-900">
          <dt className="font-semibold">Sort code</dt>
          <dd>{value.sortCode}</dd>
          <dt className="font-semibold">Account number</dt>
          <dd>{maskAccountNumber(value.accountNumber)}</dd>
        </dl>
        <Button variant="secondary" size="sm" onClick={() => report(null)}>
          Edit
        </Button>
      </div>
    );
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    const parsed = paymentDetails.safeParse(draft);
    if (parsed.success) return report(parsed.data);
    const next: typeof errors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as keyof PaymentDetails] ??= issue.message;
    setErrors(next);
  }

  const edit = (key: keyof PaymentDetails, text: string) => {
    setDraft({ ...draft, [key]: key === 'sortCode' ? sortCodeInput(text) : accountNumberInput(text) });
    setErrors({ ...errors, [key]: undefined });
  };

  return (
    <form ref={root} noValidate onSubmit={confirm} className="flex flex-col gap-4" aria-label="Payment details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sort Code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-34-56"
          value={draft.sortCode}
          error={errors.sortCode}
          onChange={(e) => edit('sortCode', e.target.value)}
        />
        <TextField
          label="Account Number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12345678"
          value={draft.accountNumber}
          error={errors.accountNumber}
          onChange={(e) => edit('accountNumber', e.target.value)}
        />
      </div>
      <Button type="submit" className="self-start">
        Confirm Details
      </Button>
    </form>
  );
}
