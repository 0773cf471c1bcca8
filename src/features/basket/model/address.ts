import { updateProfileBody, type UpdateProfileBody, type UserDetails } from '@/contract/index.ts';

/** The address step's form (docs/product.md#5-validation-rules): e-mail shown read-only, line 2 optional. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
}

export const emptyAddress: AddressValues = { firstName: '', lastName: '', phone: '', address_line1: '', address_line2: '', city: '', postcode: '' };

export function addressFrom(details: UserDetails): AddressValues {
  return {
    firstName: details.user.firstName,
    lastName: details.user.lastName,
    phone: details.user.phone,
    address_line1: details.shipping?.address_line1 ?? '',
    address_line2: details.shipping?.address_line2 ?? '',
    city: details.shipping?.city ?? '',
    postcode: details.shipping?.postcode ?? '',
  };
}

const required = ['firstName', 'lastName', 'phone', 'address_line1', 'city', 'postcode'] as const;

/** Every required field has something in it once trimmed (Next is enabled; the format is checked on Next). */
export function isAddressComplete(values: AddressValues): boolean {
  return required.every((key) => values[key].trim() !== '');
}

/** Compared trimmed: spaces typed at the ends are not a change worth a save ("no save if unchanged"). */
export function isAddressChanged(values: AddressValues, saved: AddressValues): boolean {
  return (Object.keys(values) as (keyof AddressValues)[]).some((key) => values[key].trim() !== saved[key].trim());
}

/** The profile call's body, or the first message of docs/product.md#5-validation-rules to show ('Please fill in all required fields.', ...). */
export function addressBody(values: AddressValues): { ok: true; body: UpdateProfileBody } | { ok: false; message: string } {
  const parsed = updateProfileBody.safeParse(values);
  return parsed.success ? { ok: true, body: values } : { ok: false, message: parsed.error.issues[0]!.message };
}
