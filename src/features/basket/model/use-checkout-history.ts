import { useLeaveEarlierVisits } from '@/lib/step-history/leave-steps.ts';
import { useStepHistory } from '@/lib/step-history/step-history.ts';
import { paths } from '@/shared/paths.ts';
import type { CheckoutStep } from './checkout-steps.ts';

const key = 'checkout';

/**
 * The checkout's steps in the browser's history (decision 193): Back on the address or payment step goes to the step
 * before, as the page's Back does, instead of off the basket. `mayGo` says whether a step can be shown now (Back
 * while an order is being submitted cannot; Forward only where the page's Next would go without asking anything).
 * The confirmation ends the steps: the order is made, and Back leaves the basket.
 */
export function useCheckoutHistory(step: CheckoutStep, mayGo: (step: CheckoutStep) => boolean, goTo: (step: CheckoutStep) => void): void {
  const goToDepth = (depth: number) => {
    const target = depth as CheckoutStep;
    if (depth > 2 || !mayGo(target)) return false;
    goTo(target);
    return true;
  };
  useStepHistory(key, step === 3 ? null : step, goToDepth);
  useLeaveEarlierVisits(key, paths.home);
}
