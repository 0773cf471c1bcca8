import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '../../components/seo.tsx';
import { displayName } from '../../shared/devices/index.ts';
import { paths } from '../../shared/paths.ts';
import { readQuoteNavigationState } from '../../lib/quote-entry/navigation-state.ts';
import type { QuoteNavigationState } from '../../lib/quote-entry/navigation-state.ts';
import { NoDevice } from './components/no-device.tsx';
import { QuoteView } from './components/quote-view.tsx';

/**
 * /quote (and /Quote). The device and, from a Select, its questions come as navigation state; the view is
 * keyed by the device, so choosing another device (e.g. from the mega-menu) starts a fresh wizard.
 */
export function QuotePage() {
  const { state } = useLocation();
  const { phone, questions } = useQuoteEntry(state);
  const resumeDraft = typeof state === 'object' && state !== null && (state as Partial<ResumeDraftState>).resumeDraft === true;
  const name = phone ? displayName(phone) : null;
  return (
    <>
      <Seo
        title={name ? `Sell My ${name}: Get a Quote` : 'Get a Quote'}
        description={`Answer a few questions about your ${name ?? 'device'} and get an instant price. Free tracked postage, paid by bank transfer.`}
        path={paths.quote}
      />
      {phone ? <QuoteView key={phone.id} device={phone} questions={questions} resumeDraft={resumeDraft} /> : <NoDevice />}
    </>
  );
}

/** From the list of quotes in progress (components/no-device.tsx): the seller chose to continue that device's draft. */
export interface ResumeDraftState extends QuoteNavigationState {
  resumeDraft: true;
}

type QuoteEntry = ReturnType<typeof readQuoteNavigationState>;
const parts = (state: unknown) => (typeof state === 'object' && state !== null ? (state as { phone?: unknown; questions?: unknown }) : {});

/**
 * The device and questions of the navigation state, the same objects for as long as they describe the same device
 * and question set: the wizard's steps are history entries too (model/wizard-history.ts), and Back to one hands over a
 * fresh copy of the state, which must not restart a price request or store the question set again.
 */
function useQuoteEntry(state: unknown): QuoteEntry {
  const last = useRef<{ raw: ReturnType<typeof parts>; entry: QuoteEntry } | null>(null);
  const raw = parts(state);
  const held = last.current;
  // A step pushed by the wizard carries the very same objects.
  if (held && raw.phone === held.raw.phone && raw.questions === held.raw.questions) return held.entry;
  const entry = readQuoteNavigationState(state);
  const same = held !== null && entry.phone?.id === held.entry.phone?.id && entry.questions?.deviceId === held.entry.questions?.deviceId;
  last.current = { raw, entry: same ? held.entry : entry };
  return last.current.entry;
}
