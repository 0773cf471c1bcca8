import { useEffect, useId, useRef } from 'react';
import type { Question, SelectedAnswers } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { ArrowLeftIcon } from '@/components/product-icons.tsx';
import { AnswerButtons } from './answer-buttons.tsx';
import { DidYouKnow } from './did-you-know.tsx';
import { answerOptions, excellentRemovedNote } from '../model/answer-rules.ts';
import { QuestionTip } from './question-tip.tsx';

interface QuestionStepProps {
  questions: Question[];
  index: number;
  answers: SelectedAnswers;
  calculating: boolean;
  goBack: { visible: boolean; disabled: boolean };
  /** Question texts whose 'Did You Know' banner was closed during this visit. */
  dismissed: ReadonlySet<string>;
  onDismiss: (questionText: string) => void;
  onAnswer: (label: string) => void;
  onGoBack: () => void;
}

/** One question: its number, text and tip, the 'Did You Know' banner, the answers, and Go Back. */
export function QuestionStep({ questions, index, answers, calculating, goBack, dismissed, onDismiss, onAnswer, onGoBack }: QuestionStepProps) {
  const question = questions[index]!;
  const options = answerOptions(questions, index, answers);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Mounted once per question (keyed by index): move focus to the new question, as a page change would.
  useEffect(() => headingRef.current?.focus({ preventScroll: false }), []);
  const percent = Math.round(((calculating ? questions.length : index) / questions.length) * 100);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-brand">
          Question {index + 1} of {questions.length}
        </p>
        <p className="text-slate-600">{percent}% done</p>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>

      <div className="mt-5 flex flex-wrap items-start gap-x-2 gap-y-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 flex-1 scroll-mt-24 text-xl leading-snug font-bold text-slate-900 sm:text-2xl"
        >
          {question.question_text}
        </h2>
        {question.tool_tip && <QuestionTip key={question.question_text} text={question.tool_tip} />}
      </div>

      {question.popup && !dismissed.has(question.question_text) && (
        <DidYouKnow key={question.question_text} popup={question.popup} onDismiss={() => onDismiss(question.question_text)} />
      )}

      {options.excellentRemoved && (
        <p role="note" className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          {excellentRemovedNote}
        </p>
      )}

      <AnswerButtons answers={options.answers} selected={answers[question.question_text]} disabled={calculating} onSelect={onAnswer} />

      {goBack.visible && (
        <div className="mt-6">
          <Button variant="ghost" onClick={onGoBack} disabled={goBack.disabled} loading={calculating} loadingText="Calculating...">
            <ArrowLeftIcon className="size-5" />
            Go Back
          </Button>
        </div>
      )}
    </section>
  );
}
