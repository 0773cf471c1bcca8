import { Link } from 'react-router-dom';
import { CheckboxField, TextField } from '@/components/field.tsx';
import { passwordMinLength } from '@/contract/index.ts';
import { paths } from '@/shared/paths.ts';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  phone: string;
  password: string;
  referralCode: string;
  marketingConsent: boolean;
  termsAndConditions: boolean;
}

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  phone: '',
  password: '',
  referralCode: '',
  marketingConsent: false,
  termsAndConditions: false,
};

interface FieldsProps {
  values: RegisterValues;
  onChange: (patch: Partial<RegisterValues>) => void;
  disabled: boolean;
}

/** Step 1 below 1440 px: names, e-mail (sent as username) and phone. */
export function PersonalFields({ values, onChange, disabled }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="First Name"
        required
        autoComplete="given-name"
        value={values.firstName}
        disabled={disabled}
        onChange={(e) => onChange({ firstName: e.target.value })}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="family-name"
        value={values.lastName}
        disabled={disabled}
        onChange={(e) => onChange({ lastName: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.username}
        disabled={disabled}
        onChange={(e) => onChange({ username: e.target.value })}
      />
      <TextField
        label="Phone Number"
        type="tel"
        required
        autoComplete="tel"
        value={values.phone}
        disabled={disabled}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
    </div>
  );
}

/** Step 2 below 1440 px: password, optional referral code, marketing consent and the terms. */
export function AccountFields({ values, onChange, disabled }: FieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        value={values.password}
        disabled={disabled}
        onChange={(e) => onChange({ password: e.target.value })}
      />
      <TextField
        label="Referral Code (optional)"
        autoComplete="off"
        value={values.referralCode}
        disabled={disabled}
        onChange={(e) => onChange({ referralCode: e.target.value })}
      />
      <CheckboxField
        label="Send me exclusive offers and news by email."
        checked={values.marketingConsent}
        disabled={disabled}
        onChange={(e) => onChange({ marketingConsent: e.target.checked })}
      />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <Link to={paths.terms} className="font-semibold text-brand" target="_blank">
              Terms &amp; Conditions
            </Link>
          </>
        }
        checked={values.termsAndConditions}
        disabled={disabled}
        onChange={(e) => onChange({ termsAndConditions: e.target.checked })}
      />
    </div>
  );
}
