import type { CallbackBody } from '../../contract/support.ts';
import { TextField } from '../field.tsx';
import { requestCallback } from './api/request-callback.ts';
import { supportMessages } from './support-messages.ts';
import { MessageField, NameAndEmailFields, SupportFormFrame } from './support-form-frame.tsx';
import { useSupportForm } from './use-support-form.ts';

// The body's schema (and zod) loads with the form, not with the page (docs/decisions/155-contract-in-groups.md).
const loadSchema = () => import('../../contract/support.ts').then((contract) => contract.callbackBody);

const empty = { company: '', name: '', email: '', phone: '', message: '' };

/** Request a Call Back (Business page): company, name, e-mail and phone required, message optional. */
export function CallbackForm({ onDone }: { onDone?: () => void }) {
  const form = useSupportForm<typeof empty, CallbackBody>({
    initialValues: empty,
    loadSchema,
    send: requestCallback,
    messages: supportMessages.callback,
    onDone,
  });
  return (
    <SupportFormFrame form={form} label="Request a Call Back" submitLabel="Request a Call Back">
      <TextField label="Company" autoComplete="organization" required {...form.field('company')} />
      <NameAndEmailFields form={form} />
      <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} />
      <MessageField form={form} label="Message" hint="Optional: what you would like to recycle, and roughly how many devices." />
    </SupportFormFrame>
  );
}
