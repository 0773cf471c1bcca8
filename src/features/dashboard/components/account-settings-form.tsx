import { ButtonLink } from '@/components/button-link.tsx';
import { TextField } from '@/components/field.tsx';
import { paths } from '@/shared/paths.ts';
import type { AccountFormValues } from '../model/account-form-model.ts';

interface Props {
  values: AccountFormValues;
  email: string;
  onChange: (patch: Partial<AccountFormValues>) => void;
  disabled: boolean;
}

const section = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';

/** Personal information, shipping address and the password-reset shortcut (docs/product.md#2-screens-and-routes). */
export function AccountSettingsFields({ values, email, onChange, disabled }: Props) {
  const field = (key: keyof AccountFormValues) => ({
    value: values[key],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [key]: event.target.value }),
  });
  return (
    <>
      <section className={section} aria-labelledby="personal-heading">
        <h2 id="personal-heading" className="text-lg font-bold">
          Personal Information
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Title" autoComplete="honorific-prefix" {...field('title')} />
          <TextField label="Email" type="email" value={email} readOnly hint="Your email address cannot be changed." />
          <TextField label="First Name" required autoComplete="given-name" {...field('firstName')} />
          <TextField label="Surname" required autoComplete="family-name" {...field('lastName')} />
          <TextField label="Phone Number" type="tel" required autoComplete="tel" {...field('phone')} />
        </div>
      </section>
      <section className={section} aria-labelledby="address-heading">
        <h2 id="address-heading" className="text-lg font-bold">
          Shipping Address
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Address Line 1" required autoComplete="address-line1" {...field('address_line1')} />
          <TextField label="Address Line 2" autoComplete="address-line2" {...field('address_line2')} />
          <TextField label="Town/City" required autoComplete="address-level2" {...field('city')} />
          <TextField label="Postcode" required autoComplete="postal-code" {...field('postcode')} />
        </div>
      </section>
      <section className={section} aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-bold">
          Password
        </h2>
        <p className="mt-2 text-slate-700">We will email you a link to choose a new password.</p>
        <ButtonLink to={paths.passwordReset} variant="secondary" className="mt-4">
          Reset Password
        </ButtonLink>
      </section>
    </>
  );
}
