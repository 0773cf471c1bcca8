import { PaymentDetailsForm } from '../../../components/payment-details-form.tsx';
import type { CheckoutState } from '../model/use-checkout.ts';

/** Step 2: the bank account we pay into. Confirm the details, then 'Submit Order' (below) is enabled. */
export function PaymentStep({ checkout }: { checkout: CheckoutState }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        We pay by bank transfer, the same working day your device is received and checked. Enter the UK account we should pay into.
      </p>
      <PaymentDetailsForm value={checkout.payment} onChange={checkout.setPayment} />
      {!checkout.payment && <p className="text-sm text-slate-600">Confirm your details to submit your order.</p>}
    </div>
  );
}
