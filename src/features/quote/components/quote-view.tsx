import { useEffect, useState } from 'react';
import type { Device, GetQuestionsResponse } from '@/contract/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { readDraft } from '@/offline/drafts.ts';
import { DeviceHeader } from './device-header.tsx';
import { DraftGate } from './draft-gate.tsx';
import { QuestionSetError } from './question-set-error.tsx';
import { QueuedQuote } from './queued-quote.tsx';
import { useQuestionSet } from '../model/use-question-set.ts';
import { useLeaveEarlierQuoteVisits } from '../model/wizard-history.ts';

/**
 * The quote for one device: its header, then the questions' loading, error, or the draft check and wizard. A quote
 * already queued for the basket needs no questions: its card shows at once, so a reload while the question set
 * hangs (lie-fi) neither hides it behind "Loading questions..." nor, when the add lands meanwhile, leaves the seller
 * on a fresh quote instead of the basket (an outside review).
 */
interface QuoteViewProps {
  device: Device;
  questions: GetQuestionsResponse | null;
  /** The seller chose this device's draft from the quotes in progress: it opens where they left it. */
  resumeDraft?: boolean;
}

export function QuoteView({ device, questions, resumeDraft = false }: QuoteViewProps) {
  const state = useQuestionSet(device, questions);
  useLeaveEarlierQuoteVisits();
  const queuedOpId = useQueuedAtOpen(device.id);
  const [released, setReleased] = useState(false);
  const [anotherUnit, setAnotherUnit] = useState(false);
  const queued = queuedOpId && !released ? queuedOpId : null;
  // Until the draft is read (a few ms), the wizard waits: it would otherwise show, then give way to the queued card.
  const checked = queuedOpId !== undefined;
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:py-8">
      <DeviceHeader device={device} />
      {queued && (
        <QueuedQuote
          device={device}
          opId={queued}
          onReleased={() => setReleased(true)}
          onQuoteAnother={() => {
            setAnotherUnit(true);
            setReleased(true);
          }}
        />
      )}
      {!queued && state.status === 'loading' && (
        <p className="mt-8 flex items-center gap-3 text-slate-700">
          <Spinner label={null} className="text-brand" />
          Loading questions...
        </p>
      )}
      {!queued && state.status === 'error' && <QuestionSetError message={state.message} offline={state.offline} onRetry={state.retry} />}
      {!queued && checked && state.status === 'ready' && (
        <DraftGate device={device} set={state.set} pricing={state.pricing} focusStart={anotherUnit} resumeDraft={resumeDraft && !anotherUnit} />
      )}
    </div>
  );
}

/** The opId of this device's draft if it was queued when the page opened; null when not (or unreadable); undefined while read. */
function useQueuedAtOpen(deviceId: number): string | null | undefined {
  const [opId, setOpId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    readDraft(deviceId).then(
      (draft) => current && setOpId(draft?.status === 'queued' && draft.opId ? draft.opId : null),
      () => current && setOpId(null),
    );
    return () => {
      current = false;
    };
  }, [deviceId]);
  return opId;
}
