import type { SupportTicketBody } from '../../contract/support.ts';
import { createSupportTicket } from './api/create-support-ticket.ts';
import { supportMessages } from './support-messages.ts';
import { MessageField, NameAndEmailFields, SupportFormFrame } from './support-form-frame.tsx';
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
  return (
    <SupportFormFrame form={form} label={label} submitLabel="Submit Ticket">
      <NameAndEmailFields form={form} />
      <MessageField form={form} label="Message" required />
    </SupportFormFrame>
  );
}
