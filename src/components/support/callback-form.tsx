import { messageMaxLength } from '../../contract/limits.ts';
import type { CallbackBody } from '../../contract/support.ts';
import { TextAreaField, TextField } from '../field.tsx';
import { requestCallback } from './api/request-callback.ts';
import { supportMessages } from './support-messages.ts';
import { SupportFormFrame } from './support-form-frame.tsx';
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
  const { values, errors, setValue } = form;
  return (
    <SupportFormFrame
      formRef={form.formRef}
      label="Request a Call Back"
      status={form.status}
      bannerError={form.bannerError}
      successMessage={supportMessages.callback.success}
      submitLabel="Request a Call Back"
      submittingLabel="Submitting..."
      onSubmit={(event) => void form.submit(event)}
    >
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        required
        value={values.company}
        error={errors.company}
        onChange={(e) => setValue('company', e.target.value)}
      />
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => setValue('name', e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => setValue('email', e.target.value)}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(e) => setValue('phone', e.target.value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        hint="Optional: what you would like to recycle, and roughly how many devices."
        limit={messageMaxLength}
        value={values.message}
        error={errors.message}
        onChange={(e) => setValue('message', e.target.value)}
      />
    </SupportFormFrame>
  );
}
