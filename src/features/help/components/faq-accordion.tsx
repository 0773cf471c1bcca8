import { useId, useState } from 'react';
import { ChevronIcon } from '@/components/icons.tsx';
import type { FaqEntry } from '@/shared/structured-data.ts';

/**
 * docs/product.md#2-screens-and-routes: one answer open at a time; opening another closes it; clicking the open one closes it.
 * Buttons in headings with aria-expanded (the WAI accordion pattern). Closed answers stay in the HTML
 * (hidden), so the pre-rendered page carries every answer.
 */
export function FaqAccordion({ faqs }: { faqs: readonly FaqEntry[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
              >
                {faq.question}
                <ChevronIcon direction={open ? 'up' : 'down'} className="size-5 shrink-0 text-brand" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4 text-slate-700 sm:px-6">
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
