import type { Device, GetQuestionsResponse } from '@/contract/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { DeviceHeader } from './device-header.tsx';
import { DraftGate } from './draft-gate.tsx';
import { QuestionSetError } from './question-set-error.tsx';
import { useQuestionSet } from '../model/use-question-set.ts';

/** The quote for one device: its header, then the questions' loading, error, or the draft check and wizard. */
export function QuoteView({ device, questions }: { device: Device; questions: GetQuestionsResponse | null }) {
  const state = useQuestionSet(device, questions);
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:py-8">
      <DeviceHeader device={device} />
      {state.status === 'loading' && (
        <p className="mt-8 flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" />
          Loading questions...
        </p>
      )}
      {state.status === 'error' && <QuestionSetError message={state.message} offline={state.offline} onRetry={state.retry} />}
      {state.status === 'ready' && <DraftGate device={device} set={state.set} pricing={state.pricing} />}
    </div>
  );
}
