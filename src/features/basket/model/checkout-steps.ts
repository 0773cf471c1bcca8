/**
 * The checkout (docs/product.md#2-screens-and-routes and docs/product.md#4-states-and-transitions) as a state machine: four steps, and pure rules for what each step allows.
 * The hook (use-checkout.ts) holds the state; the page only draws it.
 */
export type CheckoutStep = 0 | 1 | 2 | 3;

export const checkoutSteps = ['Order Summary', 'Address', 'Payment', 'Confirmation'] as const;

export interface CheckoutGate {
  itemCount: number;
  anyExpired: boolean;
  /** Every required address field filled in (trimmed). */
  addressComplete: boolean;
  /** The payment form is in its confirmed state. */
  paymentConfirmed: boolean;
  /** An address save or the order submission is in flight. */
  busy: boolean;
}

/** Next (steps 0 and 1) and Submit Order (step 2): disabled when the step's condition is not met (docs/product.md#4-states-and-transitions). */
export function canGoNext(step: CheckoutStep, gate: CheckoutGate): boolean {
  if (gate.busy) return false;
  switch (step) {
    case 0:
      return gate.itemCount > 0 && !gate.anyExpired;
    case 1:
      return gate.addressComplete;
    case 2:
      return gate.paymentConfirmed;
    case 3:
      return false;
  }
}

/** Back is disabled on step 0; the confirmation has no navigation buttons at all. */
export function canGoBack(step: CheckoutStep, gate: Pick<CheckoutGate, 'busy'>): boolean {
  return (step === 1 || step === 2) && !gate.busy;
}

export function showsNavigation(step: CheckoutStep): boolean {
  return step !== 3;
}

export type AuthView = { status: 'unknown' | 'authenticated' | 'unauthenticated'; verified: boolean };

/**
 * Where Next on the order summary leads (docs/product.md#5-validation-rules and docs/product.md#6-roles-and-permissions): a visitor to /login (coming back here), an unverified
 * seller to /verify-email, a verified seller to the address step. While the session check runs: nowhere yet.
 */
export function summaryNext(auth: AuthView): 'wait' | 'login' | 'verify' | 'address' {
  if (auth.status === 'unknown') return 'wait';
  if (auth.status === 'unauthenticated') return 'login';
  return auth.verified ? 'address' : 'verify';
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return step === 0 ? 0 : ((step - 1) as CheckoutStep);
}

/** The browser's Back while the page is busy: the step stays, and the seller is told why (not a spec message). */
export const backWhileBusy = {
  submitting: 'Your order is being submitted. Please wait until it has finished before going back.',
  saving: 'Your address is being saved. Please wait until it has finished before going back.',
} as const;
