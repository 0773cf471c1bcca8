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

type TextKey = { [K in keyof RegisterValues]: RegisterValues[K] extends string ? K : never }[keyof RegisterValues];
type CheckKey = Exclude<keyof RegisterValues, TextKey>;

/** What each field takes from the form: its value, whether it is disabled, and the patch an edit sends. */
function binders({ values, onChange, disabled }: FieldsProps) {
  return {
    text: (key: TextKey) => ({ value: values[key], disabled, onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }) }),
    check: (key: CheckKey) => ({
      checked: values[key],
      disabled,
      onChange: (e: { target: { checked: boolean } }) => onChange({ [key]: e.target.checked }),
    }),
  };
}

/** Step 1 below 1440 px: names, e-mail (sent as username) and phone. */
export function PersonalFields(props: FieldsProps) {
  const { text } = binders(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" required autoComplete="given-name" {...text('firstName')} />
      <TextField label="Last Name" required autoComplete="family-name" {...text('lastName')} />
      <TextField label="Email" type="email" required autoComplete="email" {...text('username')} />
      <TextField label="Phone Number" type="tel" required autoComplete="tel" {...text('phone')} />
    </div>
  );
}

/** Step 2 below 1440 px: password, optional referral code, marketing consent and the terms. */
export function AccountFields(props: FieldsProps) {
  const { text, check } = binders(props);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        {...text('password')}
      />
      <TextField label="Referral Code (optional)" autoComplete="off" {...text('referralCode')} />
      <CheckboxField label="Send me exclusive offers and news by email." {...check('marketingConsent')} />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <Link to={paths.terms} className="font-semibold text-brand" target="_blank">
              Terms &amp; Conditions
            </Link>
          </>
        }
        {...check('termsAndConditions')}
      />
    </div>
  );
}
