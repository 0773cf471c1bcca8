import { useEffect, useState } from 'react';
import type { Device, PricingTable, QuestionSet } from '@/contract/index.ts';
import { trackEvent } from '@/lib/analytics.ts';
import { displayName } from '@/shared/devices/index.ts';
import { queueAddToBasket } from '../api/add-to-basket.ts';
import { AwaitingConnection } from './awaiting-connection.tsx';
import { ChooseType } from './choose-type.tsx';
import { toDraft } from '../model/draft.ts';
import { useQuoteWizard } from '../model/use-quote-wizard.ts';
import { canJumpTo, goBackState, shownPrice, wizardDepth, wizardQuestions } from '../model/wizard.ts';
import { useWizardHistory } from '../model/wizard-history.ts';
import type { WizardState } from '../model/wizard.ts';
import { ProgressList } from './progress-list.tsx';
import { QuestionStep } from './question-step.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { QuoteToast } from './quote-toast.tsx';
import type { ToastMessage } from './quote-toast.tsx';

interface QuoteWizardProps {
  device: Device;
  set: QuestionSet;
  initial: WizardState;
  pricing?: PricingTable | null;
  /** Add to Basket was queued as the outbox row `opId`. */
  onQueued: (opId: string) => void;
  /** The first step takes focus (a fresh quote started from the queued card). */
  focusStart?: boolean;
  /** A draft write made before the wizard opened (Start again removing the old draft): its failure is said too. */
  startedWith?: Promise<unknown>;
}

/** Steps 1-3 of the quote page, driven by the wizard's state machine; Add to Basket queues an outbox row. */
export function QuoteWizard({ device, set, initial, pricing = null, onQueued, focusStart = false, startedWith }: QuoteWizardProps) {
  const { state, latest, dispatch, priceError, dismissPriceError, draftError, seal, goToDepth } = useQuoteWizard(
    device,
    set,
    initial,
    pricing,
    startedWith,
  );
  const [opened] = useState(() => ({ depth: wizardDepth(initial, set), resumed: initial.quoteType !== null }));
  useWizardHistory(wizardDepth(latest, set), goToDepth, opened);
  const [queueing, setQueueing] = useState(false);
  const [addError, setAddError] = useState<ToastMessage | null>(null);
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(new Set());
  const questions = wizardQuestions(state, set);
  const step = state.step;
  const shown = shownPrice(state);

  useEffect(() => {
    trackEvent('device_selected', { device_id: device.id, device_name: device.device_name });
  }, [device.id, device.device_name]);

  const addToBasket = async () => {
    if (!state.quoteType || queueing) return;
    setAddError(null);
    setQueueing(true);
    seal(true);
    try {
      const request = { deviceId: set.deviceId, selected_answers: state.answers, quoteType: state.quoteType };
      const estimate = shown?.price ?? null;
      const estimated = shown?.estimated ?? false;
      onQueued(await queueAddToBasket({ device, request, estimate, estimated, draft: toDraft(state, device) }));
    } catch (error) {
      seal(false);
      // Nothing was written (StorageFullError says why); the quote stays on screen to try again.
      setAddError({
        id: Date.now(),
        text: error instanceof Error && error.name === 'StorageFullError' ? error.message : 'An error occurred adding the quote to basket.',
      });
    } finally {
      setQueueing(false);
    }
  };

  // An estimate being re-priced stays on its summary: the last question is shown only while a first price is awaited.
  const calculatingFirst = step.kind === 'calculating' && !shown;
  const current = step.kind === 'question' ? step.index : calculatingFirst ? questions.length - 1 : null;
  const showProgress = step.kind === 'question' || calculatingFirst || step.kind === 'awaiting-connection';

  return (
    <div className={showProgress ? 'mt-6 lg:grid lg:grid-cols-[280px_minmax(0,1fr)] lg:items-start lg:gap-8' : 'mt-6'}>
      {showProgress && (
        <ProgressList
          questions={questions}
          answers={state.answers}
          current={current}
          canJump={(index) => step.kind !== 'calculating' && canJumpTo(state, questions, index)}
          onJump={(index) => dispatch({ type: 'jump-to', index })}
        />
      )}
      <div>
        {/* A draft write failed: said calmly above the step, never in the way of the next answer. The live region is
            always there (hidden while empty) so a screen reader hears the words when they come, and when they go. */}
        <p role="status" className="mb-4 rounded-r-lg border-l-4 border-orange-600 bg-orange-50 p-3 text-sm text-orange-950 empty:hidden">
          {draftError}
        </p>
        {step.kind === 'choose-type' && (
          <ChooseType
            standardCount={set.standard.length}
            advancedCount={set.merged.length}
            onChoose={(quoteType) => dispatch({ type: 'choose-type', quoteType })}
            focusHeading={focusStart}
          />
        )}
        {(step.kind === 'question' || calculatingFirst) && (
          <QuestionStep
            key={current}
            questions={questions}
            index={current!}
            answers={state.answers}
            calculating={calculatingFirst}
            goBack={goBackState(state)}
            dismissed={dismissedTips}
            onDismiss={(text) => setDismissedTips((tips) => new Set(tips).add(text))}
            onAnswer={(label) => dispatch({ type: 'answer', label })}
            onGoBack={() => dispatch({ type: 'go-back' })}
          />
        )}
        {step.kind === 'awaiting-connection' && (
          <AwaitingConnection
            questions={questions}
            answers={state.answers}
            adding={queueing}
            onEdit={() => dispatch({ type: 'edit-answers' })}
            onAdd={() => void addToBasket()}
          />
        )}
        {shown && (
          <QuoteSummary
            deviceName={displayName(device)}
            price={shown.price}
            estimated={shown.estimated}
            refreshing={shown.refreshing}
            replacedEstimate={shown.replacedEstimate ?? null}
            questions={questions}
            answers={state.answers}
            adding={queueing}
            onEdit={() => dispatch({ type: 'edit-answers' })}
            onAdd={() => void addToBasket()}
          />
        )}
      </div>
      <QuoteToast message={addError ?? priceError} onDismiss={() => (addError ? setAddError(null) : dismissPriceError())} />
    </div>
  );
}
