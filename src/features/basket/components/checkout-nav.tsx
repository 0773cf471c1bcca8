import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import type { CheckoutState } from '../model/use-checkout.ts';

/** Back (disabled on step 0), then Next, or 'Submit Order' on the payment step (disabled while submitting). */
export function CheckoutNav({ checkout }: { checkout: CheckoutState }) {
  const { step, canBack, canNext, next, back, submit, submitting, unconfirmed, address, nextBlockedReason } = checkout;
  const reasonId = useId();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={back} disabled={!canBack}>
        Back
      </Button>
      {step === 2 ? (
        <Button onClick={submit} disabled={!canNext} loading={submitting} loadingText="Submitting...">
          Submit Order
        </Button>
      ) : (
        <Button
          onClick={next}
          disabled={!canNext}
          loading={address.saveStatus === 'saving'}
          loadingText="Saving..."
          aria-describedby={nextBlockedReason ? reasonId : undefined}
        >
          Next
        </Button>
      )}
      {/* Present throughout the payment step, so the note is announced when it is written into it. */}
      {step === 2 && (
        <p role="status" data-testid="checkout-unconfirmed" className="w-full text-right text-sm text-slate-700 empty:hidden">
          {unconfirmed ?? ''}
        </p>
      )}
      {nextBlockedReason && (
        <p id={reasonId} data-testid="next-blocked-reason" className="w-full text-right text-sm text-slate-700">
          {nextBlockedReason}
        </p>
      )}
    </div>
  );
}
