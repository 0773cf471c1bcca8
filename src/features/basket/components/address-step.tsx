import { Alert } from '../../../components/alert.tsx';
import { TextField } from '../../../components/field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { addressInlineError } from '../api/profile.ts';
import type { AddressValues } from '../model/address.ts';
import type { useAddressStep } from '../model/use-address-step.ts';

type AddressStep = ReturnType<typeof useAddressStep>;

const fields: { key: keyof AddressValues; label: string; autoComplete: string; required: boolean; wide?: boolean; type?: string }[] = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name', required: true },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name', required: true },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', required: true, type: 'tel' },
  { key: 'address_line1', label: 'Address Line 1', autoComplete: 'address-line1', required: true, wide: true },
  { key: 'address_line2', label: 'Address Line 2', autoComplete: 'address-line2', required: false, wide: true },
  { key: 'city', label: 'Town/City', autoComplete: 'address-level2', required: true },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code', required: true },
];

/** Step 1: who the label is from and where it is collected from. The e-mail is read-only (it is the account). */
export function AddressStep({ address }: { address: AddressStep }) {
  if (address.loading) {
    return (
      <p className="flex items-center gap-3 py-8 text-slate-700">
        <Spinner label={null} className="text-brand" /> Loading your details...
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Shipping address" className="flex flex-col gap-4">
      {address.loadFailed && <Alert tone="error">We could not load your saved details. Please enter your address.</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ key, label, autoComplete, required, wide, type }) => (
          <div key={key} className={wide ? 'sm:col-span-2' : undefined}>
            <TextField
              label={label}
              required={required}
              autoComplete={autoComplete}
              type={type ?? 'text'}
              value={address.values[key]}
              onChange={(e) => address.edit({ [key]: e.target.value })}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <TextField label="Email" type="email" readOnly value={address.email} hint="Your account's email address." />
        </div>
      </div>
      {address.error && <Alert tone="error">{address.error}</Alert>}
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
