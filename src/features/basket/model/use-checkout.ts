import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PaymentDetails } from '@/contract/index.ts';
import { trackEvent } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { loginState } from '@/lib/auth/return-location.ts';
import { paths } from '@/shared/paths.ts';
import { useOnline } from '@/offline/outbox/hooks.ts';
import {
  checkoutBackOnlineNote,
  checkoutErrorMessage,
  checkoutNote,
  checkoutNotSentNote,
  checkoutOutcomeUnknown,
  checkoutSuccessMessage,
  useSubmitOrder,
} from '../api/checkout.ts';
import { lastKnownNextReason, useBasket, type ShownBasket } from '../api/get-basket.ts';
import { basketWithout, useQueuedRemovals } from './pending-removals.ts';
import { backWhileBusy, canGoBack, canGoNext, previousStep, summaryNext, type CheckoutStep } from './checkout-steps.ts';
import { useAddressStep } from './use-address-step.ts';
import { useCheckoutHistory } from './use-checkout-history.ts';

export interface CheckoutToast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

/** What the confirmation shows; kept in the history entry, so a reload of the confirmation still shows it. */
export interface Confirmation {
  orderId: number;
  labelUuid: string;
  /** The last day to post at the quoted price (absent in a history entry saved before it existed). */
  sendBy?: string;
}

/**
 * The checkout's one hook: the step, the address and payment state, the submission. The bank details live in
 * this component's memory only until the one request that sends them; nothing here is written to storage.
 */
export function useCheckout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // What the seller sees is the basket after the removals still waiting to be sent (any tab, and after a reload).
  const removals = useQueuedRemovals();
  const basket = useBasket(useCallback((shown: ShownBasket) => basketWithout(shown, removals, Date.now()), [removals]));
  const submitOrder = useSubmitOrder();
  const restored = (location.state as { confirmation?: Confirmation } | null)?.confirmation ?? null;
  const [confirmation, setConfirmation] = useState<Confirmation | null>(restored);
  const [step, setStep] = useState<CheckoutStep>(restored ? 3 : 0);
  const [payment, setPayment] = useState<PaymentDetails | null>(null);
  const [toast, setToast] = useState<CheckoutToast | null>(null);
  // The last submit got no answer that says whether the order was made.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const online = useOnline();
  // Some submit of this checkout got no answer that says whether the order was made.
  const [everUnconfirmed, setEverUnconfirmed] = useState(false);
  const showToast = (tone: CheckoutToast['tone'], text: string) => setToast({ id: Date.now(), tone, text });
  const address = useAddressStep((text) => showToast('error', text));

  const contents = basket.data?.contents ?? [];
  const gate = {
    itemCount: contents.length,
    anyExpired: contents.some((item) => item.expired === 1 || Date.parse(item.expires_at) <= Date.now()),
    addressComplete: address.complete,
    paymentConfirmed: payment !== null,
    busy: address.saveStatus === 'saving' || submitOrder.isPending,
  };

  const goTo = (next: CheckoutStep) => {
    setStep(next);
    trackEvent('checkout_step', { step: next, currency: 'GBP', value: basket.data?.totalPrice });
    window.scrollTo({ top: 0 });
  };

  // The basket on screen is the device's last known copy: an order is built from the server's basket only.
  const offlineCopy = step === 0 && basket.data?.lastKnownAt !== undefined;
  const summaryLeadsOn = summaryNext({ status: auth.status, verified: auth.user?.verified ?? false }) === 'address';
  useCheckoutHistory(
    step,
    // Back to any earlier step unless busy (and then the seller is told why); Forward only from the summary to the
    // address, when Next would go there.
    (target) => {
      if (target >= step) return target === 1 && step === 0 && summaryLeadsOn && canGoNext(0, gate) && !offlineCopy;
      if (gate.busy) showToast('error', submitOrder.isPending ? backWhileBusy.submitting : backWhileBusy.saving);
      return !gate.busy;
    },
    goTo,
  );

  async function next() {
    if (!canGoNext(step, gate) || offlineCopy) return;
    if (step === 0) {
      const where = summaryNext({ status: auth.status, verified: auth.user?.verified ?? false });
      if (where === 'login') return navigate(paths.login, { state: loginState(paths.basket) });
      if (where === 'verify') return navigate(paths.verifyEmail);
      if (where === 'address') goTo(1);
      return;
    }
    if (step === 1 && (await address.save())) goTo(2);
  }

  function submit() {
    if (step !== 2 || !payment || !canGoNext(2, gate)) return;
    const total = basket.data?.totalPrice;
    setUnconfirmed(null);
    // The address and devices name the attempt with the bank details (see attemptKeys).
    const order = { address: address.values, items: contents.map((item) => item.id) };
    submitOrder.mutate(
      { body: { sort_code: payment.sortCode, account_number: payment.accountNumber }, order },
      {
        onSuccess: (order) => {
          const done = { orderId: order.order_id, labelUuid: order.label_name, sendBy: order.send_by };
          setConfirmation(done);
          setPayment(null);
          showToast('success', checkoutSuccessMessage);
          navigate(location.pathname, { replace: true, state: { confirmation: done } });
          trackEvent('checkout_complete', { order_id: order.order_id, currency: 'GBP', value: total });
          trackEvent('conversion', { currency: 'GBP', value: total });
          goTo(3);
        },
        onError: (error) => {
          const unknown = checkoutOutcomeUnknown(error);
          if (unknown) setEverUnconfirmed(true);
          setUnconfirmed(checkoutNote(error, everUnconfirmed));
          showToast('error', checkoutErrorMessage(error));
        },
      },
    );
  }

  return {
    step,
    basket,
    address,
    payment,
    setPayment,
    confirmation,
    toast,
    notify: showToast,
    dismissToast: () => setToast(null),
    submitting: submitOrder.isPending,
    /** After a submit whose outcome is unknown, on the payment step: `checkoutUnconfirmedNote` (or what came of it). */
    unconfirmed: step === 2 ? (unconfirmed === checkoutNotSentNote && online ? checkoutBackOnlineNote : unconfirmed) : null,
    canNext: canGoNext(step, gate) && !(step === 0 && auth.status === 'unknown') && !offlineCopy,
    /** Said beside a disabled Next when the reason is not on screen already. */
    nextBlockedReason: offlineCopy && gate.itemCount > 0 ? lastKnownNextReason : null,
    canBack: canGoBack(step, gate),
    next: () => void next(),
    back: () => goTo(previousStep(step)),
    submit,
  };
}

export type CheckoutState = ReturnType<typeof useCheckout>;
