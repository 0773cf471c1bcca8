import { useId } from 'react';
import { questionsFor } from '@/contract/questions.ts';
import type { QuestionSet } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import type { QuoteDraft } from '@/offline/drafts.ts';

interface DraftPromptProps {
  draft: QuoteDraft;
  set: QuestionSet;
  onContinue: () => void;
  onStartAgain: () => void;
}

/** A quote started earlier for this device (saved on the device): carry on, or start afresh. */
export function DraftPrompt({ draft, set, onContinue, onStartAgain }: DraftPromptProps) {
  const headingId = useId();
  const total = draft.quoteType ? questionsFor(set, draft.quoteType).length : 0;
  const answered = Math.min(total, Object.keys(draft.answers).length);
  const kind = draft.quoteType === 'advanced' ? 'an Advanced Quote' : 'a Quick Quote';
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border-2 border-brand bg-brand-50 p-5">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Continue your quote?
      </h2>
      <p className="mt-1 text-slate-800">
        You started {kind} for this device and answered {answered} of {total} questions. Your answers are saved on this device.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* Focus lands on the likely choice, as it would in a dialog. */}
        <Button autoFocus size="lg" onClick={onContinue}>
          Continue
        </Button>
        <Button size="lg" variant="secondary" onClick={onStartAgain}>
          Start again
        </Button>
      </div>
    </section>
  );
}
