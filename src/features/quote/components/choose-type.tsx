import { useEffect, useId, useRef } from 'react';
import type { QuoteType } from '@/contract/index.ts';

interface ChooseTypeProps {
  standardCount: number;
  advancedCount: number;
  onChoose: (type: QuoteType) => void;
  /** Focus the heading on show: the control the seller used to get here has gone (Quote another). */
  focusHeading?: boolean;
}

const card =
  'flex h-full w-full flex-col items-start gap-2 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left shadow-sm ' +
  'transition-colors hover:border-brand hover:bg-brand-50';

/** Step 1: Quick Quote (standard questions) or Advanced Quote (standard then advanced). */
export function ChooseType({ standardCount, advancedCount, onChoose, focusHeading = false }: ChooseTypeProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
        How would you like to get your quote?
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li>
          <button type="button" className={card} onClick={() => onChoose('standard')}>
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-900">Fastest</span>
            <span className="text-lg font-bold text-slate-900">Quick Quote</span>
            <span className="text-slate-700">A few questions, for devices in good working condition.</span>
            <span className="mt-auto pt-2 text-sm font-semibold text-brand">{standardCount} questions</span>
          </button>
        </li>
        <li>
          <button type="button" className={card} onClick={() => onChoose('advanced')}>
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">Most accurate</span>
            <span className="text-lg font-bold text-slate-900">Advanced Quote</span>
            <span className="text-slate-700">More questions, for faulty devices or if you are not sure of its condition.</span>
            <span className="mt-auto pt-2 text-sm font-semibold text-brand">{advancedCount} questions</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
