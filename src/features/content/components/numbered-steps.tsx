import type { HowToStep } from '@/shared/structured-data.ts';

/** A grid of numbered step cards (business process, best price promise). */
export function NumberedSteps({ steps, className = '' }: { steps: readonly HowToStep[]; className?: string }) {
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-bold text-slate-900">{step.name}</h3>
          <p className="mt-1 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
