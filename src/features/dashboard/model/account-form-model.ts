import type { UpdateUserBody, UserDetails } from '@/contract/index.ts';

/** Account Settings as the form edits it: flat strings, e-mail read-only. */
export interface AccountFormValues {
  title: string;
  firstName: string;
  lastName: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
}

/** Where the form's values come from: the loaded details, or a save body the contract accepted. */
interface AccountSource {
  user: Pick<UserDetails['user'], 'firstName' | 'lastName' | 'phone'> & { title?: string | null };
  shipping: { address_line1?: string | null; address_line2?: string | null; city?: string | null; postcode?: string | null } | null;
}

/**
 * The form's values from the loaded details, or from what was saved: a parsed save body carries the contract's tidy
 * forms ('bt15gs' -> 'BT1 5GS'), which then replace what was typed.
 */
export function formValuesFrom({ user, shipping }: AccountSource): AccountFormValues {
  return {
    title: user.title ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address_line1: shipping?.address_line1 ?? '',
    address_line2: shipping?.address_line2 ?? '',
    city: shipping?.city ?? '',
    postcode: shipping?.postcode ?? '',
  };
}

export function updateBodyFrom(values: AccountFormValues): UpdateUserBody {
  const { title, firstName, lastName, phone, ...shipping } = values;
  return { user: { title: title.trim() || null, firstName, lastName, phone }, shipping };
}

/** Whether anything differs from what was loaded (or last saved): drives Save Changes and the leave warning. */
export function isDirty(values: AccountFormValues, saved: AccountFormValues): boolean {
  return (Object.keys(values) as (keyof AccountFormValues)[]).some((key) => values[key] !== saved[key]);
}
