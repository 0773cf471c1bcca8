import { useEffect, useState } from 'react';
import type { Device, QuestionSet } from '../../contract/index.ts';
import { Spinner } from '../../components/spinner.tsx';
import { deleteDraft, readDraft } from '../../offline/drafts.ts';
import type { QuoteDraft } from '../../offline/drafts.ts';
import { DraftPrompt } from './draft-prompt.tsx';
import { hasProgress, resumeState } from './model/draft.ts';
import { initialWizardState } from './model/wizard.ts';
import type { WizardState } from './model/wizard.ts';
import { QuoteWizard } from './quote-wizard.tsx';

type Gate = { kind: 'checking' } | { kind: 'ask'; draft: QuoteDraft } | { kind: 'go'; initial: WizardState };

/** Before the wizard: a draft for this device offers 'Continue' or 'Start again'. */
export function DraftGate({ device, set }: { device: Device; set: QuestionSet }) {
  const [gate, setGate] = useState<Gate>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    readDraft(device.id).then(
      (draft) => {
        if (current) setGate(hasProgress(draft) ? { kind: 'ask', draft } : { kind: 'go', initial: initialWizardState(device.id) });
      },
      // No IndexedDB (private mode on old browsers): a quote still works, only without a draft.
      () => current && setGate({ kind: 'go', initial: initialWizardState(device.id) }),
    );
    return () => {
      current = false;
    };
  }, [device.id]);

  if (gate.kind === 'checking') return <Spinner className="mt-8 text-brand" label="Loading your quote" />;
  if (gate.kind === 'ask') {
    return (
      <DraftPrompt
        draft={gate.draft}
        set={set}
        onContinue={() => setGate({ kind: 'go', initial: resumeState(gate.draft, set) })}
        onStartAgain={() => {
          void deleteDraft(device.id);
          setGate({ kind: 'go', initial: initialWizardState(device.id) });
        }}
      />
    );
  }
  return <QuoteWizard device={device} set={set} initial={gate.initial} />;
}
