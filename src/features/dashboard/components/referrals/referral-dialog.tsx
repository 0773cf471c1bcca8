import { useEffect, useState } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { Dialog } from '@/components/dialog.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { formatGBP } from '@/shared/format.ts';
import { useUserDetails } from '../../api/user-details.ts';
import { minimumCashout } from './cashout-dialog.tsx';

/** docs/product.md#9-business-constants-and-limits: the referral copy confirmation shows for 3 s. */
export const copiedMs = 3000;
export const referralLoadError = 'Unable to load referral information. Please try again later.';

/** Refer Friends: the seller's code to share, what it earns, the balance, and the way to cash it out. */
export function ReferralDialog({ open, onClose, onCashout }: { open: boolean; onClose: () => void; onCashout: () => void }) {
  const details = useUserDetails();
  const referral = details.data?.referral;
  const [copied, setCopied] = useState(false);
  const { refetch } = details;
  // The balance decides whether Cash Out is offered: read it again each time the dialog opens.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, or refused): the code stays on screen to copy by hand.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Refer Friends" description="You and your friend each get £5 after their first completed sale.">
      {details.isPending && (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" /> Loading...
        </p>
      )}
      {details.isError && <Alert tone="error">{referralLoadError}</Alert>}
      {referral?.code && (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">Your friend enters this code when they register, or as a discount code in their basket.</p>
          <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3">
            <span data-testid="referral-code" className="font-mono text-2xl font-bold tracking-widest text-slate-900">
              {referral.code}
            </span>
            <Button size="sm" variant="secondary" onClick={() => void copy(referral.code!)}>
              {copied ? 'Copied!' : 'Copy Code'}
            </Button>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-center">
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">Balance</dt>
              <dd data-testid="referral-balance" className="text-xl font-bold text-slate-900">
                {formatGBP(referral.balance)}
              </dd>
            </div>
            <div className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-slate-600">Friends referred</dt>
              <dd className="text-xl font-bold text-slate-900">{referral.uses}</dd>
            </div>
          </dl>
          {/* docs/product.md#5-validation-rules: disabled below £5 with the same words as the cashout dialog. */}
          <Button onClick={onCashout} disabled={referral.balance < minimumCashout}>
            {referral.balance < minimumCashout ? 'Minimum £5.00 Required' : 'Cash Out'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
