import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { TextAreaField } from '@/components/field.tsx';
import { messageMaxLength, nameMaxLength, supportTicketBody } from '@/contract/index.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { supportTicketErrorMessage, useSupportTicket } from '../../api/support-ticket.ts';
import { orderNumber } from '../../model/order-rules.ts';

/** docs/product.md#9-business-constants-and-limits: a modal closes 1.5 s after success. */
const closeAfterMs = 1500;

/** The message starts with the order number ('QMT-12: '), which counts towards the 250 (the contract says so). */
export function issuePrefix(orderId: number): string {
  return `${orderNumber(orderId)}: `;
}

/**
 * Report Issue: sent as a support ticket (POST /api/support/ticket, the Contact Us call) in the seller's name, so
 * the support inbox gets it with the order number first and can reply to the seller's e-mail.
 */
export function ReportIssueDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  return (
    <Dialog open={orderId !== null} onClose={onClose} title="Report an Issue">
      {/* Keyed by order: another order's report starts afresh with its own prefix. */}
      {orderId !== null && <ReportIssueForm key={orderId} orderId={orderId} onDone={onClose} />}
    </Dialog>
  );
}

function ReportIssueForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { user } = useAuth();
  const ticket = useSupportTicket();
  const prefix = issuePrefix(orderId);
  const [message, setMessage] = useState(prefix);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!ticket.isSuccess) return;
    const timer = window.setTimeout(onDone, closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [ticket.isSuccess, onDone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const text = message.startsWith(prefix) ? message : `${prefix}${message}`;
    const name = `${user.firstName} ${user.lastName}`.trim().slice(0, nameMaxLength);
    // Only the prefix: nothing was written, so it is the required-field message.
    const parsed = supportTicketBody.safeParse({ name, email: user.username, message: text.trim() === prefix.trim() ? '' : text });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    ticket.mutate(parsed.data, { onError: (failure) => setError(supportTicketErrorMessage(failure)) });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField label="Describe the issue" required limit={messageMaxLength} value={message} onChange={(e) => setMessage(e.target.value)} />
      {ticket.isSuccess && <Alert tone="success">Your issue has been submitted.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={ticket.isPending} loadingText="Sending..." disabled={ticket.isSuccess}>
        Submit Issue
      </Button>
    </form>
  );
}
