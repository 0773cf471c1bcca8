import type { Question, SelectedAnswers } from '@/contract/index.ts';
import { CheckIcon } from '@/components/product-icons.tsx';

interface ProgressListProps {
  questions: Question[];
  answers: SelectedAnswers;
  current: number | null;
  canJump: (index: number) => boolean;
  onJump: (index: number) => void;
}

/** docs/product.md#2-screens-and-routes: the list of question texts at the left, desktop only; answered ones jump back to their step. */
export function ProgressList({ questions, answers, current, canJump, onJump }: ProgressListProps) {
  return (
    <nav aria-label="Quote progress" className="hidden lg:block">
      <ol className="space-y-1">
        {questions.map((question, index) => {
          const answer = answers[question.question_text];
          const body = (
            <>
              <span className="flex items-start gap-2">
                <span
                  className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    answer !== undefined ? 'bg-brand text-white' : 'border border-slate-400 text-slate-600'
                  }`}
                >
                  {answer !== undefined ? <CheckIcon className="size-3.5" /> : index + 1}
                </span>
                <span>{question.question_text}</span>
              </span>
              {answer !== undefined && <span className="mt-0.5 block pl-7 text-xs text-slate-600">{answer}</span>}
            </>
          );
          const base = 'block w-full rounded-lg px-2 py-2 text-left text-sm';
          return (
            <li key={question.question_text}>
              {index === current ? (
                <span aria-current="step" className={`${base} bg-brand-50 font-semibold text-slate-900`}>
                  {body}
                </span>
              ) : canJump(index) ? (
                <button type="button" onClick={() => onJump(index)} className={`${base} text-slate-800 hover:bg-slate-100`}>
                  {body}
                </button>
              ) : (
                <span className={`${base} text-slate-500`}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
