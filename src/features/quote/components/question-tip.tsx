import { useId, useState } from 'react';
import { InfoIcon } from '@/components/product-icons.tsx';

/** A question's tool tip: a toggle button (taps work on phones, unlike hover) that reveals the hint below. */
export function QuestionTip({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="More about this question"
        onClick={() => setOpen((value) => !value)}
        className="-my-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-brand hover:bg-brand-50"
      >
        <InfoIcon className="size-5" />
      </button>
      <p id={id} hidden={!open} className="basis-full rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {text}
      </p>
    </>
  );
}
