import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Device, QuestionSet } from '../../contract/index.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { displayName } from '../../lib/devices/index.ts';
import { paths } from '../../lib/paths.ts';
import { deleteDraft } from '../../offline/drafts.ts';
import { addToBasketErrorMessage, useAddToBasket } from './api/add-to-basket.ts';
import { AwaitingConnection } from './awaiting-connection.tsx';
import { ChooseType } from './choose-type.tsx';
import { useQuoteWizard } from './model/use-quote-wizard.ts';
import { canJumpTo, goBackState, wizardQuestions } from './model/wizard.ts';
import type { WizardState } from './model/wizard.ts';
import { ProgressList } from './progress-list.tsx';
import { QuestionStep } from './question-step.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { QuoteToast } from './quote-toast.tsx';
import type { ToastMessage } from './quote-toast.tsx';

interface QuoteWizardProps {
  device: Device;
  set: QuestionSet;
  initial: WizardState;
}

/** Steps 1-3 of the quote page, driven by the wizard's state machine. */
export function QuoteWizard({ device, set, initial }: QuoteWizardProps) {
  const { state, dispatch, priceError, dismissPriceError } = useQuoteWizard(device, set, initial);
  const addMutation = useAddToBasket();
  const navigate = useNavigate();
  const [addError, setAddError] = useState<ToastMessage | null>(null);
  const [dismissedTips, setDismissedTips] = useState<ReadonlySet<string>>(new Set());
  const questions = wizardQuestions(state, set);
  const step = state.step;

  useEffect(() => {
    trackEvent('device_selected', { device_id: device.id, device_name: device.device_name });
  }, [device.id, device.device_name]);

  const addToBasket = () => {
    if (!state.quoteType || addMutation.isPending) return;
    setAddError(null);
    addMutation.mutate(
      { deviceId: set.deviceId, selected_answers: state.answers, quoteType: state.quoteType },
      {
        onSuccess: async ({ item }) => {
          trackEvent('add_to_basket', { device_id: device.id, value: item.offer_price, currency: 'GBP' });
          // In the basket now: the draft has done its job.
          await deleteDraft(device.id);
          await navigate(paths.basket);
        },
        onError: (error) => setAddError({ id: Date.now(), text: addToBasketErrorMessage(error) }),
      },
    );
  };

  const current = step.kind === 'question' ? step.index : step.kind === 'calculating' ? questions.length - 1 : null;
  const showProgress = step.kind === 'question' || step.kind === 'calculating' || step.kind === 'awaiting-connection';

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
        {step.kind === 'choose-type' && (
          <ChooseType standardCount={set.standard.length} advancedCount={set.merged.length} onChoose={(quoteType) => dispatch({ type: 'choose-type', quoteType })} />
        )}
        {(step.kind === 'question' || step.kind === 'calculating') && (
          <QuestionStep
            key={current}
            questions={questions}
            index={current!}
            answers={state.answers}
            calculating={step.kind === 'calculating'}
            goBack={goBackState(state)}
            dismissed={dismissedTips}
            onDismiss={(text) => setDismissedTips((tips) => new Set(tips).add(text))}
            onAnswer={(label) => dispatch({ type: 'answer', label })}
            onGoBack={() => dispatch({ type: 'go-back' })}
          />
        )}
        {step.kind === 'awaiting-connection' && (
          <AwaitingConnection questions={questions} answers={state.answers} onEdit={() => dispatch({ type: 'edit-answers' })} />
        )}
        {step.kind === 'summary' && (
          <QuoteSummary
            deviceName={displayName(device)}
            price={step.price}
            questions={questions}
            answers={state.answers}
            adding={addMutation.isPending}
            onEdit={() => dispatch({ type: 'edit-answers' })}
            onAdd={addToBasket}
          />
        )}
      </div>
      <QuoteToast message={addError ?? priceError} onDismiss={() => (addError ? setAddError(null) : dismissPriceError())} />
    </div>
  );
}
