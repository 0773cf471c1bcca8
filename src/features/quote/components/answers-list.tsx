import { useState } from 'react';
import type { Question, SelectedAnswers } from '@/contract/index.ts';

/** docs/product.md#9-business-constants-and-limits: the summary shows the first 5 answers; the rest behind Show More / Show Less. */
export const answersShown = 5;

export function AnswersList({ questions, answers }: { questions: Question[]; answers: SelectedAnswers }) {
  const [expanded, setExpanded] = useState(false);
  const rows = questions.filter((question) => question.question_text in answers);
  const visible = expanded ? rows : rows.slice(0, answersShown);
  return (
    <div className="mt-5">
      <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">Your answers</h3>
      <dl className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {visible.map((question) => (
          <div key={question.question_text} className="flex flex-col gap-0.5 px-3 py-2.5 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-sm text-slate-700">{question.question_text}</dt>
            <dd className="text-sm font-semibold text-slate-900 sm:text-right">{answers[question.question_text]}</dd>
          </div>
        ))}
      </dl>
      {rows.length > answersShown && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 min-h-11 text-sm font-semibold text-brand underline underline-offset-2"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
