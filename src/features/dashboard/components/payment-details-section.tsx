import { useState } from 'react';
import { Alert } from '@/components/alert.tsx';
import { Button } from '@/components/button.tsx';
import { PaymentDetailsForm } from '@/components/payment-details-form.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { paymentDetailsSaved } from '@/contract/index.ts';
import { NetworkError } from '@/lib/api/call-api.ts';
import { NotKeptOffline } from './offline-notices.tsx';
import { paymentDetailsLoadError, paymentDetailsSaveError, usePaymentDetails, useSavePaymentDetails } from '../api/payment-details.ts';

/**
 * docs/product.md#2-screens-and-routes, Dashboard: the payment details form (account number, sort code) with the edit/confirm toggle.
 * Confirmed details show masked (what the server sends back); Edit opens an empty form: the full numbers are
 * typed again rather than ever coming back to the browser.
 */
export function PaymentDetailsSection() {
  const details = usePaymentDetails();
  const save = useSavePaymentDetails();
  const [editing, setEditing] = useState(false);
  const saved = details.data?.payment ?? null;
  const showForm = editing || (details.isSuccess && !saved);

  return (
    <section aria-labelledby="payment-details-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h2 id="payment-details-title" className="text-lg font-semibold text-slate-900">
        Payment Details
      </h2>
      <p className="text-sm text-slate-700">The UK bank account we pay you into by bank transfer.</p>
      {details.isPending && (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" /> Loading your payment details...
        </p>
      )}
      {/* Bank details are never kept on the device (docs/decisions/094-bank-details-never-come-back-to-the-browser.md). */}
      {details.isError && details.error instanceof NetworkError && (
        <NotKeptOffline what="Your payment details are" onRetry={() => void details.refetch()} />
      )}
      {details.isError && !(details.error instanceof NetworkError) && (
        <Alert tone="error">
          {paymentDetailsLoadError}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void details.refetch()}>
            Try Again
          </button>
        </Alert>
      )}
      {details.isSuccess && !showForm && saved && <PaymentDetailsForm value={saved} onChange={(next) => next === null && setEditing(true)} />}
      {showForm && (
        <>
          <PaymentDetailsForm
            key="edit"
            value={null}
            onChange={(next) => {
              if (!next) return;
              save.mutate(next, { onSuccess: () => setEditing(false) });
            }}
          />
          {save.isPending && (
            <p role="status" className="text-sm text-slate-700">
              Saving...
            </p>
          )}
          {editing && saved && (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </>
      )}
      {save.isError && <Alert tone="error">{paymentDetailsSaveError(save.error)}</Alert>}
      {save.isSuccess && !showForm && (
        <p role="status" className="text-sm font-medium text-green-800">
          {paymentDetailsSaved}
        </p>
      )}
    </section>
  );
}
