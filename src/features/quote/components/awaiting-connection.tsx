import { useId } from 'react';
import type { Question, SelectedAnswers } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { OfflineIcon } from '@/components/product-icons.tsx';
import { useReachability } from '@/offline/outbox/index.ts';
import { AnswersList } from './answers-list.tsx';

interface AwaitingConnectionProps {
  questions: Question[];
  answers: SelectedAnswers;
  adding: boolean;
  onEdit: () => void;
  /** Queues the add: the server prices it when it arrives. */
  onAdd: () => void;
}

/** The price step with no network: the answers are safe in the draft; the price comes when the connection does. */
export function AwaitingConnection({ questions, answers, adding, onEdit, onAdd }: AwaitingConnectionProps) {
  const headingId = useId();
  // Signal but no answer from our server: "offline" would send the seller to check a connection that works.
  const unreachable = useReachability() === 'unreachable';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <OfflineIcon className="mt-0.5 size-6 shrink-0 text-slate-700" />
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {unreachable ? "We can't reach our server" : 'You are offline'}
          </h2>
          <p role="status" className="mt-1 text-slate-700">
            Your answers are saved on this device. Your price will be calculated when the connection returns.
          </p>
        </div>
      </div>
      <AnswersList questions={questions} answers={answers} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onEdit} disabled={adding}>
          Edit Answers
        </Button>
        <Button onClick={onAdd} loading={adding} loadingText="Adding to Basket...">
          Add to Basket
        </Button>
      </div>
    </section>
  );
}
