import { checkoutSteps, type CheckoutStep } from '../model/checkout-steps.ts';

/** Steps 0-3 as a progress list; the current one is announced as the current step. */
export function CheckoutStepper({ step }: { step: CheckoutStep }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Checkout progress">
      {checkoutSteps.map((title, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <li key={title} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                state === 'todo' ? 'border-2 border-slate-300 text-slate-600' : 'bg-brand text-white'
              }`}
            >
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={`text-xs sm:text-sm ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {title}
              {state === 'done' && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
