import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { TextAreaField, TextField } from '../../components/field.tsx';
import { messageMaxLength, supportTicketBody } from '../../contract/index.ts';
import { supportTicketErrorMessage, useSupportTicket } from './api/support-ticket.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Pre-filled from the signed-in seller. */
  name: string;
  email: string;
}

/** The Contact Us modal (docs/product.md#4-states-and-transitions): idle, submitting, success closing after 1.5 s with the form emptied, or an error inside. */
export function ContactUsDialog({ open, onClose, name: initialName, email: initialEmail }: Props) {
  const ticket = useSupportTicket();
  const [values, setValues] = useState({ name: initialName, email: initialEmail, message: '' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!ticket.isSuccess) return;
    const timer = window.setTimeout(() => {
      setValues({ name: initialName, email: initialEmail, message: '' });
      ticket.reset();
      onClose();
    }, 1500);
    return () => window.clearTimeout(timer);
  }, [ticket, initialName, initialEmail, onClose]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = supportTicketBody.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    ticket.mutate(parsed.data, { onError: (failure) => setError(supportTicketErrorMessage(failure)) });
  }

  return (
    <Dialog open={open} onClose={onClose} title="Contact Us" dismissible={!ticket.isPending}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Name" required value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        <TextField label="Email" type="email" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
        <TextAreaField label="Message" required limit={messageMaxLength} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} />
        {ticket.isSuccess && <Alert tone="success">Thank you! We have received your message.</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" loading={ticket.isPending} loadingText="Sending..." disabled={ticket.isSuccess}>
          Send Message
        </Button>
      </form>
    </Dialog>
  );
}
