import { useState } from 'react';
import { validationMessages } from '@/contract/index.ts';
import { Alert } from '@/components/alert.tsx';
import { ErrorSummary } from '@/components/error-summary.tsx';
import { TextField } from '@/components/field.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { addressInlineError } from '../api/profile.ts';
import type { AddressValues } from '../model/address.ts';
import type { useAddressStep } from '../model/use-address-step.ts';

type AddressStep = ReturnType<typeof useAddressStep>;

interface AddressField {
  key: keyof AddressValues;
  label: string;
  autoComplete: string;
  /** What to do when a required field is empty (GOV.UK wording: says which field). */
  missing?: string;
  wide?: boolean;
  type?: string;
}

const fields: AddressField[] = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name', missing: 'Enter your first name' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name', missing: 'Enter your last name' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', missing: 'Enter your phone number' },
  { key: 'address_line1', label: 'Address Line 1', autoComplete: 'address-line1', wide: true, missing: 'Enter the first line of your address' },
  { key: 'address_line2', label: 'Address Line 2', autoComplete: 'address-line2', wide: true },
  { key: 'city', label: 'Town/City', autoComplete: 'address-level2', missing: 'Enter your town or city' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code', missing: 'Enter your postcode' },
];

const fieldId = (key: keyof AddressValues) => `address-${key}`;

/**
 * Step 1: who the label is from and where it is collected from. The e-mail is read-only (it is the account).
 * Next stays disabled while a required field is empty (docs/product.md#4-states-and-transitions), so the step says why: once the seller has
 * left a required field empty, an error summary names it and links to it, and the field shows the same error.
 */
export function AddressStep({ address }: { address: AddressStep }) {
  const [touched, setTouched] = useState<ReadonlySet<keyof AddressValues>>(new Set());
  if (address.loading) {
    return (
      <p className="flex items-center gap-3 py-8 text-slate-700">
        <Spinner label={null} className="text-brand" /> Loading your details...
      </p>
    );
  }
  const touch = (key: keyof AddressValues) => !touched.has(key) && setTouched(new Set(touched).add(key));
  const empty = fields.filter((field) => field.missing && address.values[field.key].trim() === '');
  const shown = empty.filter((field) => touched.has(field.key));
  const errorOf = (key: keyof AddressValues) => shown.find((field) => field.key === key)?.missing;
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Shipping address" className="flex flex-col gap-4">
      {address.loadFailed && <Alert tone="error">We could not load your saved details. Please enter your address.</Alert>}
      <ErrorSummary
        title={validationMessages.required}
        description="We need these for your free postage label:"
        errors={shown.map((field) => ({ fieldId: fieldId(field.key), message: field.missing! }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, label, autoComplete, missing, wide, type }) => (
          <div key={key} className={wide ? 'sm:col-span-2' : undefined}>
            <TextField
              fieldId={fieldId(key)}
              label={label}
              required={missing !== undefined}
              autoComplete={autoComplete}
              type={type ?? 'text'}
              value={address.values[key]}
              error={errorOf(key)}
              onBlur={() => touch(key)}
              onChange={(e) => {
                touch(key);
                address.edit({ [key]: e.target.value });
              }}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <TextField label="Email" type="email" readOnly value={address.email} hint="Your account's email address." />
        </div>
      </div>
      {address.error && <Alert tone="error">{address.error}</Alert>}
      {empty.length > 0 && shown.length === 0 && <p className="text-sm text-slate-700">Fill in the fields marked * to continue.</p>}
    </form>
  );
}

/** docs/product.md#4-states-and-transitions: saving, success (clears after 3 s), error (clears after 5 s); shown on the address and payment steps. */
export function SaveIndicator({ status }: { status: AddressStep['saveStatus'] }) {
  return (
    <div aria-live="polite" className="min-h-6 text-sm">
      {status === 'saving' && <span className="text-slate-700">Saving your address...</span>}
      {status === 'saved' && <span className="font-medium text-green-800">Address saved.</span>}
      {status === 'error' && <span className="font-medium text-red-800">{addressInlineError}</span>}
    </div>
  );
}
