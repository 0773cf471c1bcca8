import { messageMaxLength } from '../../contract/limits.ts';
import type { SupportTicketBody } from '../../contract/support.ts';
import { TextAreaField, TextField } from '../field.tsx';
import { createSupportTicket } from './api/create-support-ticket.ts';
import { supportMessages } from './support-messages.ts';
import { SupportFormFrame } from './support-form-frame.tsx';
import { useSupportForm } from './use-support-form.ts';

// The body's schema (and zod) loads with the form, not with the page (docs/decisions/155-contract-in-groups.md).
const loadSchema = () => import('../../contract/support.ts').then((contract) => contract.supportTicketBody);

const empty = { name: '', email: '', message: '' };

interface SupportTicketFormProps {
  /** Called 1.5 s after a successful submission, when the form has been emptied. */
  onDone?: () => void;
  label?: string;
  /** A signed-in seller's name and e-mail, filled in (and filled in again after a success). */
  initial?: { name: string; email: string };
}

/** Contact Us: the support ticket (docs/product.md#4-states-and-transitions, docs/product.md#5-validation-rules and docs/product.md#8-error-and-message-catalogue), as a modal body or on the /contact page. */
export function SupportTicketForm({ onDone, label = 'Contact Us', initial }: SupportTicketFormProps) {
  const form = useSupportForm<typeof empty, SupportTicketBody>({
    initialValues: initial ? { ...empty, ...initial } : empty,
    loadSchema,
    send: createSupportTicket,
    messages: supportMessages.ticket,
    onDone,
  });
  const { values, errors, setValue } = form;
  return (
    <SupportFormFrame
      formRef={form.formRef}
      label={label}
      status={form.status}
      bannerError={form.bannerError}
      successMessage={supportMessages.ticket.success}
      submitLabel="Submit Ticket"
      submittingLabel="Submitting..."
      onSubmit={(event) => void form.submit(event)}
    >
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
      <TextAreaField
        label="Message"
        name="message"
        required
        limit={messageMaxLength}
        value={values.message}
        error={errors.message}
        onChange={(e) => setValue('message', e.target.value)}
      />
    </SupportFormFrame>
  );
}
