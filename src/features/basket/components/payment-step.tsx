import { PaymentDetailsForm } from '@/components/payment-details-form.tsx';
import type { CheckoutState } from '../model/use-checkout.ts';
import { OrderReview } from './order-review.tsx';

/**
 * Step 2: the bank account we pay into, beside a review of the order (devices, total, label address). Confirm
 * the details, then 'Submit Order' (below) is enabled. On phones the review sits between the form and Submit.
 */
export function PaymentStep({ checkout }: { checkout: CheckoutState }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          We pay by bank transfer, the same working day your device is received and checked. Enter the UK account we should pay into.
        </p>
        <PaymentDetailsForm value={checkout.payment} onChange={checkout.setPayment} />
        {!checkout.payment && <p className="text-sm text-slate-600">Confirm your details to submit your order.</p>}
      </div>
      <OrderReview checkout={checkout} />
    </div>
  );
}
