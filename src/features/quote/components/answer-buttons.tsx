import type { Answer } from '@/contract/index.ts';
import { CheckIcon } from '@/components/product-icons.tsx';
import { answerLayout } from '../model/answer-rules.ts';
import type { AnswerLayout } from '../model/answer-rules.ts';

const grids: Record<AnswerLayout, string> = {
  single: 'grid grid-cols-1 justify-items-center',
  'two-columns': 'grid grid-cols-2',
  // Three across from 640 px; stacked below, where three columns of long answers would not fit 360 px.
  'three-columns': 'grid grid-cols-1 sm:grid-cols-3',
};

interface AnswerButtonsProps {
  answers: Answer[];
  selected: string | undefined;
  disabled: boolean;
  onSelect: (label: string) => void;
}

/** The answers of a question, laid out by `docs/product.md#2-screens-and-routes`'s rule; a revisited step shows its earlier answer pressed. */
export function AnswerButtons({ answers, selected, disabled, onSelect }: AnswerButtonsProps) {
  const layout = answerLayout(answers.length);
  return (
    <div data-layout={layout} className={`${grids[layout]} mt-5 gap-3`}>
      {answers.map((answer) => {
        const pressed = answer.label === selected;
        return (
          <button
            key={answer.label}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onSelect(answer.label)}
            className={`flex min-h-14 w-full items-center justify-center gap-2 rounded-xl border-2 px-3 py-3 text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
              layout === 'single' ? 'max-w-xs' : ''
            } ${pressed ? 'border-brand bg-brand-50 text-brand-dark' : 'border-slate-300 bg-white text-slate-900 hover:border-brand hover:bg-brand-50'}`}
          >
            {pressed && <CheckIcon className="size-5 shrink-0" />}
            {answer.label}
          </button>
        );
      })}
    </div>
  );
}
