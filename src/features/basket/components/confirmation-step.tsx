import { Alert } from '@/components/alert.tsx';
import { InstallOffer } from '@/components/install-offer.tsx';
import { OrderUpdates } from '@/components/order-updates/order-updates.tsx';
import { ButtonLink } from '@/components/button-link.tsx';
import { buttonClasses } from '@/components/button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { formatLongDate } from '@/shared/format.ts';
import { paths } from '@/shared/paths.ts';
import { useRef } from 'react';
import { useLabelStatus } from '../api/label-status.ts';
import type { Confirmation } from '../model/use-checkout.ts';
import { useShowWhole } from '../model/use-show-whole.ts';

/**
 * Step 3 (docs/product.md#2-screens-and-routes): thank-you, the drop-off QR code and the printable label (polled every 2 s until made), the
 * factory-reset reminder, and the way on: dashboard or home. No Back/Next here.
 */
export function ConfirmationStep({ confirmation }: { confirmation: Confirmation }) {
  const label = useLabelStatus(confirmation.labelUuid);
  const number = `QMT-${confirmation.orderId}`;
  const ready = label.data?.ready ? label.data : null;
  // The QR code is what the seller came for: whole on screen, never under the cookie banner (its room is reserved by app/shell/cookie-banner.tsx).
  const qrRef = useRef<HTMLImageElement>(null);
  useShowWhole(qrRef, ready !== null);
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <h2 className="text-2xl font-bold text-slate-900">Thank you for your order!</h2>
      <p className="text-slate-700">
        Your order number is <strong data-testid="order-number">{number}</strong>. We have e-mailed your shipping label and QR code.
      </p>
      {confirmation.sendBy && (
        <p data-testid="send-by" className="font-semibold text-slate-900">
          Please post your device by {formatLongDate(confirmation.sendBy)}: your quote is valid for 14 days.
        </p>
      )}
      {ready ? (
        <>
          <img
            ref={qrRef}
            src={ready.qrcode_url}
            alt={`Drop-off QR code for order ${number}`}
            width={220}
            height={220}
            className="size-56 rounded-lg border border-slate-200 bg-white p-2"
          />
          <p className="max-w-md text-sm text-slate-700">
            Show this QR code at a Post Office or DPD drop-off point, or print the label and stick it on your parcel.
          </p>
          <a href={ready.label_url} target="_blank" rel="noopener" className={buttonClasses()}>
            Print Shipping Label
          </a>
        </>
      ) : (
        <p role="status" className="flex items-center gap-3 py-6 text-slate-700">
          <Spinner label={null} className="text-brand" /> Preparing your shipping label...
        </p>
      )}
      <Alert tone="info" className="max-w-xl text-left">
        <strong>Before you post your device:</strong> back up your data, then factory reset it and remove your Apple, Google or Samsung account, and
        take out your SIM and memory cards.
      </Alert>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
      <OrderUpdates className="w-full max-w-xl" />
      <div className="w-full max-w-xl text-left">
        <InstallOffer level={3} reason="Follow your order and find your label in one tap." />
      </div>
    </div>
  );
}
