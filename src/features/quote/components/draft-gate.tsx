import { useCallback, useEffect, useState } from 'react';
import type { Device, PricingTable, QuestionSet } from '@/contract/index.ts';
import { Spinner } from '@/components/spinner.tsx';
import { deleteDraft, readDraft } from '@/offline/drafts.ts';
import type { QuoteDraft } from '@/offline/drafts.ts';
import { DraftPrompt } from './draft-prompt.tsx';
import { hasProgress, resumeState } from '../model/draft.ts';
import { initialWizardState } from '../model/wizard.ts';
import type { WizardState } from '../model/wizard.ts';
import { QueuedQuote } from './queued-quote.tsx';
import { QuoteWizard } from './quote-wizard.tsx';

type Gate =
  | { kind: 'checking' }
  | { kind: 'ask'; draft: QuoteDraft }
  | { kind: 'resume'; draft: QuoteDraft }
  | { kind: 'go'; initial: WizardState; focusStart?: boolean; startedWith?: Promise<unknown> }
  | { kind: 'queued'; opId: string };

interface DraftGateProps {
  device: Device;
  set: QuestionSet;
  pricing?: PricingTable | null;
  /** A fresh quote's first step takes focus (the seller pressed Quote another on the queued card). */
  focusStart?: boolean;
  /**
   * The seller already chose to continue this device's draft (its Continue in the quotes in progress on /quote): it
   * opens where they left it, without asking again.
   */
  resumeDraft?: boolean;
}

/**
 * Before the wizard: a draft for this device offers 'Continue' or 'Start again'; a draft already queued for the
 * basket shows its outbox state instead (a reload offline must not offer to add it twice). A draft the seller chose
 * from the quotes in progress opens at once where they left it: asked again, they tapped Continue twice.
 */
export function DraftGate({ device, set, pricing = null, focusStart = false, resumeDraft = false }: DraftGateProps) {
  const [gate, setGate] = useState<Gate>({ kind: 'checking' });
  // The choice was made before this page opened: the wizard's later steps need not carry it.
  const [resume] = useState(resumeDraft);

  useEffect(() => {
    let current = true;
    readDraft(device.id).then(
      (draft) => {
        if (!current) return;
        if (draft?.status === 'queued' && draft.opId) setGate({ kind: 'queued', opId: draft.opId });
        else if (hasProgress(draft)) setGate({ kind: resume ? 'resume' : 'ask', draft });
        else setGate({ kind: 'go', initial: initialWizardState(device.id), focusStart });
      },
      // No IndexedDB (private mode on old browsers): a quote still works, only without a draft.
      () => current && setGate({ kind: 'go', initial: initialWizardState(device.id) }),
    );
    return () => {
      current = false;
    };
  }, [device.id, focusStart, resume]);

  // The queued row was discarded (or cleared): carry on from the draft it left.
  const released = useCallback(
    (draft: QuoteDraft | undefined) =>
      setGate(hasProgress(draft) ? { kind: 'go', initial: resumeState(draft, set) } : { kind: 'go', initial: initialWizardState(device.id) }),
    [set, device.id],
  );

  if (gate.kind === 'checking') return <Spinner className="mt-8 text-brand" label="Loading your quote" />;
  if (gate.kind === 'queued') {
    return (
      <QueuedQuote
        device={device}
        opId={gate.opId}
        onReleased={released}
        onQuoteAnother={() => setGate({ kind: 'go', initial: initialWizardState(device.id), focusStart: true })}
      />
    );
  }
  if (gate.kind === 'ask') {
    return (
      <DraftPrompt
        draft={gate.draft}
        set={set}
        onContinue={() => setGate({ kind: 'go', initial: resumeState(gate.draft, set) })}
        onStartAgain={() => {
          // The wizard says so if the old draft could not be removed (a reload would offer it again).
          setGate({ kind: 'go', initial: initialWizardState(device.id), startedWith: deleteDraft(device.id) });
        }}
      />
    );
  }
  return (
    <QuoteWizard
      device={device}
      set={set}
      initial={gate.kind === 'resume' ? resumeState(gate.draft, set) : gate.initial}
      pricing={pricing}
      focusStart={gate.kind === 'go' && (gate.focusStart ?? false)}
      {...(gate.kind === 'go' && gate.startedWith ? { startedWith: gate.startedWith } : {})}
      onQueued={(opId) => setGate({ kind: 'queued', opId })}
    />
  );
}
