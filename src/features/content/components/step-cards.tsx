import { LazyMotion, m, useScroll } from 'framer-motion';
import { useRef } from 'react';
import type { HowItWorksStep } from '../model/how-it-works-steps.ts';
import { useRevealMode } from '../model/use-reveal-mode.ts';
import type { RevealMode } from '../model/use-reveal-mode.ts';

// The animation features load in their own chunk after the page: only the small `m` components ship with it.
const loadFeatures = () => import('../model/motion-features.ts').then((module) => module.domAnimation);

/** docs/product.md#9-business-constants-and-limits: a card is revealed once 30 % of it is visible, 150 px inside the bottom of the screen. */
const viewport = { once: true, amount: 0.3, margin: '0px 0px -150px 0px' } as const;
const variants = { hidden: { opacity: 0, y: 48 }, visible: { opacity: 1, y: 0, transition: { duration: 0.6, ease: 'easeOut' } } } as const;

/** The four numbered cards on a vertical line that fills as the visitor scrolls (desktop). */
export function StepCards({ steps }: { steps: readonly HowItWorksStep[] }) {
  const mode = useRevealMode();
  return (
    <LazyMotion features={loadFeatures} strict>
      {/* Remounted when the mode is known, so cards start hidden only where they will fade in. */}
      <StepList key={mode} mode={mode} steps={steps} />
    </LazyMotion>
  );
}

function StepList({ mode, steps }: { mode: RevealMode; steps: readonly HowItWorksStep[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const { scrollYProgress } = useScroll({ target: ref, offset: ['start 0.75', 'end 0.6'] });
  return (
    <div ref={ref} className="relative">
      <div aria-hidden="true" className="absolute top-0 bottom-0 left-5 w-1 -translate-x-1/2 rounded-full bg-slate-200 md:left-1/2">
        {mode === 'reveal' && (
          <m.div data-testid="progress-line" className="h-full w-full origin-top rounded-full bg-brand" style={{ scaleY: scrollYProgress }} />
        )}
      </div>
      <ol className="relative space-y-10 md:space-y-20">
        {steps.map((step, index) => (
          <StepCard key={step.name} step={step} index={index} mode={mode} />
        ))}
      </ol>
    </div>
  );
}

function StepCard({ step, index, mode }: { step: HowItWorksStep; index: number; mode: RevealMode }) {
  const left = index % 2 === 0;
  // Phones: every card on the right of the line. Desktop: alternating sides, the number on the line.
  const side = left ? 'md:pr-14' : 'md:ml-auto md:pl-14';
  const badge = left ? 'md:right-0 md:left-auto md:translate-x-1/2' : 'md:left-0';
  return (
    <m.li
      // Only a revealing card watches the viewport; the others are plain, visible list items.
      {...(mode === 'reveal' ? { initial: 'hidden', whileInView: 'visible', viewport, variants } : {})}
      className={`relative pl-16 md:w-1/2 md:pl-0 ${side} ${mode === 'pending' ? 'md:motion-safe:opacity-0' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-0 left-5 flex size-11 -translate-x-1/2 items-center justify-center rounded-full bg-brand text-lg font-bold text-white ring-4 ring-white ${badge}`}
      >
        {index + 1}
      </span>
      <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">
          <span className="sr-only">Step {index + 1}: </span>
          {step.name}
        </h2>
        <p className="mt-2 text-slate-700">{step.text}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {step.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </article>
    </m.li>
  );
}
