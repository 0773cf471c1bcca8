import { useEffect, useRef } from 'react';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../shared/paths.ts';
import { AddressStep, SaveIndicator } from './components/address-step.tsx';
import { CheckoutNav } from './components/checkout-nav.tsx';
import { CheckoutStepper } from './components/checkout-stepper.tsx';
import { CheckoutToast } from './components/checkout-toast.tsx';
import { ConfirmationStep } from './components/confirmation-step.tsx';
import { OrderSummaryStep } from './components/order-summary-step.tsx';
import { PaymentStep } from './components/payment-step.tsx';
import { checkoutSteps, showsNavigation } from './model/checkout-steps.ts';
import { useCheckout } from './model/use-checkout.ts';

/** /basket (docs/product.md#2-screens-and-routes): the basket and the four checkout steps. */
export function BasketPage() {
  const checkout = useCheckout();
  const { step, confirmation } = checkout;
  const empty = step === 0 && checkout.basket.data?.contents.length === 0;
  const stepHeading = useStepHeadingFocus(step);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Seo title="Basket" description="Review the devices in your basket and check out." path={paths.basket} />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">Basket</h1>
      <div className="mt-6">
        <CheckoutStepper step={step} />
      </div>
      <section aria-labelledby="checkout-step-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2
          id="checkout-step-title"
          ref={stepHeading}
          tabIndex={-1}
          className={step === 3 ? 'sr-only' : 'mb-4 scroll-mt-24 text-xl font-bold text-slate-900'}
        >
          {checkoutSteps[step]}
        </h2>
        {(step === 1 || step === 2) && <SaveIndicator status={checkout.address.saveStatus} />}
        {step === 0 && <OrderSummaryStep checkout={checkout} onMessage={checkout.notify} />}
        {step === 1 && <AddressStep address={checkout.address} />}
        {step === 2 && <PaymentStep checkout={checkout} />}
        {step === 3 && <CheckoutToast toast={checkout.toast} onDismiss={checkout.dismissToast} inline />}
        {step === 3 && confirmation && <ConfirmationStep confirmation={confirmation} />}
        {showsNavigation(step) && !empty && <CheckoutNav checkout={checkout} />}
      </section>
      {step !== 3 && <CheckoutToast toast={checkout.toast} onDismiss={checkout.dismissToast} />}
    </div>
  );
}

/**
 * When the step changes (Next, Back, the browser's Back), focus goes to the new step's heading: the button pressed
 * is gone with its step, and focus would otherwise fall to the page's body, where a screen reader starts again at the
 * top and a keyboard user's next Tab too. Not on the page's first render: arriving at the basket keeps the browser's
 * own focus.
 */
function useStepHeadingFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
