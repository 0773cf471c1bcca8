import type { UpdateUserBody, UserDetails } from '../../contract/index.ts';

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

export function formValuesFrom(details: UserDetails): AccountFormValues {
  return {
    title: details.user.title ?? '',
    firstName: details.user.firstName,
    lastName: details.user.lastName,
    phone: details.user.phone,
    address_line1: details.shipping?.address_line1 ?? '',
    address_line2: details.shipping?.address_line2 ?? '',
    city: details.shipping?.city ?? '',
    postcode: details.shipping?.postcode ?? '',
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

/** What was saved, as the form shows it: the contract's tidy forms ('bt15gs' -> 'BT1 5GS') replace what was typed. */
export function formValuesFromBody(body: UpdateUserBody): AccountFormValues {
  return {
    title: body.user.title ?? '',
    firstName: body.user.firstName,
    lastName: body.user.lastName,
    phone: body.user.phone,
    address_line1: body.shipping.address_line1,
    address_line2: body.shipping.address_line2 ?? '',
    city: body.shipping.city,
    postcode: body.shipping.postcode,
  };
}

