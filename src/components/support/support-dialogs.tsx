import { Dialog } from '../dialog.tsx';
import { BestPriceForm } from './best-price-form.tsx';
import { CallbackForm } from './callback-form.tsx';
import { SupportTicketForm } from './support-ticket-form.tsx';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
}

// The dialog renders its form only while open, so each opening starts with an empty form. It closes itself
// 1.5 s after a success (the form's onDone); on an error it stays open with the banner and what was typed.

/** 'Contact Us' (help pages, and the dashboard's Marketing page, which fills in the signed-in seller). */
export function ContactUsDialog({ open, onClose, initial }: SupportDialogProps & { initial?: { name: string; email: string } }) {
  return (
    <Dialog open={open} onClose={onClose} title="Contact Us" description="Send us a message and our support team will reply by e-mail.">
      <SupportTicketForm onDone={onClose} {...(initial ? { initial } : {})} />
    </Dialog>
  );
}

/** 'Request a Call Back' (Business page). */
export function CallbackDialog({ open, onClose }: SupportDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Request a Call Back"
      description="Leave your details and our business team will call you within working hours."
    >
      <CallbackForm onDone={onClose} />
    </Dialog>
  );
}

/** 'Challenge Us' (Best Price Promise page); `initial` is a competitor quote shared into the app. */
export function ChallengeUsDialog({
  open,
  onClose,
  initial,
}: SupportDialogProps & { initial?: { competitor?: string; price?: string; message?: string } }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Challenge Us"
      description="Found a higher quote? Tell us about it. It must be live, or under 24 hours old."
    >
      <BestPriceForm onDone={onClose} {...(initial ? { initial } : {})} />
    </Dialog>
  );
}
