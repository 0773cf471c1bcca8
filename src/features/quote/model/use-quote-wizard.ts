import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { calculatePrice } from '@/contract/pricing.ts';
import type { Device, PricingTable, QuestionSet, SelectedAnswers } from '@/contract/index.ts';
import { NetworkError, isAbortError } from '@/lib/api/call-api.ts';
import { isKnownOffline, isReachable, readTimeoutMs, subscribeReachability } from '@/lib/api/reachability.ts';
import { trackEvent } from '@/lib/analytics.ts';
import { deleteDraft, saveDraft } from '@/offline/drafts.ts';
import { isQuotaError, storageFullMessage } from '@/offline/storage.ts';
import { retryDelay } from '@/offline/outbox/backoff.ts';
import { calculateErrorMessage, calculateQuote } from '../api/calculate-quote.ts';
import { toDraft } from './draft.ts';
import { transition, wizardDepth } from './wizard.ts';
import type { WizardEvent, WizardState } from './wizard.ts';

export interface QuoteWizard {
  state: WizardState;
  /**
   * The last change made: ahead of `state` while a tap's draft write is awaited. The browser's history follows it, so
   * the step's entry is written at the tap, as quickly as before (a Back at once went one step too far).
   */
  latest: WizardState;
  dispatch: (event: WizardEvent) => void;
  /** The last price error (docs/product.md#8-error-and-message-catalogue words), shown in the quote toast; a new id per failure. */
  priceError: { id: number; text: string } | null;
  dismissPriceError: () => void;
  /** Why the last draft write failed (words for the seller), null once one lands: the answers are not kept meanwhile. */
  draftError: string | null;
  /**
   * Add to Basket was tapped: until `seal(false)` (the add failed to queue) no event changes the wizard or writes its
   * draft. The queued draft belongs to the outbox now; a price retried as the signal returns must not overwrite it
   * without its opId, or the confirmed add would leave it behind as a quote to add a second time.
   */
  seal: (sealed: boolean) => void;
  /** The browser's Back or Forward: moves to that depth (`wizardDepth`) if the wizard can; false if it cannot. */
  goToDepth: (depth: number) => boolean;
}

/** The longest wait between automatic re-prices that got no answer: the estimate stays usable meanwhile. */
const autoRetryCapMs = 30_000;

/**
 * The longest a seller's tap waits for its draft write before the next step shows: IndexedDB slow or broken must
 * not hold the quote, it only leaves that step unsaved (as every step was before the wait).
 */
export const draftWaitCapMs = 300;

/** Events of the seller's own taps: their step shows once the draft holds it (a reload or a closed tab keeps it). */
const sellerEvents: ReadonlySet<WizardEvent['type']> = new Set(['choose-type', 'answer', 'go-back', 'jump-to', 'edit-answers', 'start-again']);

/** A draft write refused for any reason but space (IndexedDB broken, private mode). */
export const draftFailedMessage = 'Your answers could not be saved on this device, so they will not be kept if you close this page.';

/** The words for a failed draft write. */
function draftErrorText(error: unknown): string {
  return isQuotaError(error) ? storageFullMessage : draftFailedMessage;
}

/** Settles when `write` does (either way) or after `capMs`, whichever is first. */
function landedOrCap(write: Promise<unknown>, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    write.then(done, done);
  });
}

/** No answer from the server (cut, lie-fi or a timeout): the estimate from the stored pricing table, or a wait for the connection when there is none. */
function offlineEvent(pricing: PricingTable | null, answers: SelectedAnswers): WizardEvent {
  return pricing ? { type: 'price-estimated', price: calculatePrice(pricing, answers) } : { type: 'went-offline' };
}

/**
 * The wizard's one hook: state through the pure transitions, every change written to the Dexie draft as it
 * happens (nothing typed lives only in memory), and the price asked of the server when a step says so.
 */
export function useQuoteWizard(
  device: Device,
  set: QuestionSet,
  initial: WizardState,
  pricing: PricingTable | null = null,
  startedWith?: Promise<unknown>,
): QuoteWizard {
  const [state, setState] = useState(initial);
  const [latest, setLatest] = useState(initial);
  const stateRef = useRef(initial);
  const [priceError, setPriceError] = useState<QuoteWizard['priceError']>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  // The change whose draft write settled last: an older write settling later says nothing about the draft now.
  const draftSettled = useRef(0);
  const draftWritten = useCallback((change: number, error: string | null) => {
    if (change < draftSettled.current) return;
    draftSettled.current = change;
    setDraftError(error);
  }, []);
  // A write made before the wizard opened counts as change 0: any write of the wizard's own says more.
  useEffect(() => {
    startedWith?.then(
      () => draftWritten(0, null),
      (error: unknown) => draftWritten(0, draftErrorText(error)),
    );
  }, [startedWith, draftWritten]);
  const errorId = useRef(0);
  const sealed = useRef(false);
  // `sealed` for the price request: a price answered while sealed would be dropped, so sealing cancels the request
  // (Add to Basket tapped while an estimate is re-priced) and unsealing asks again.
  const [held, setHeld] = useState(false);
  // Re-prices the returning signal started that got no answer, and when the next may go: another request answered
  // (the reachability probe) must not end the wait, or a price call that alone fails is tried every second.
  const autoRetry = useRef({ started: false, failures: 0, notBefore: 0 });

  // The last change made (stateRef) runs ahead of the one shown (shownRef) while a tap's draft write is awaited. A tap
  // counts for the step on screen: one made meanwhile starts from that step and supersedes the change still waiting,
  // whose step never shows (an outside review: a second Yes on question 3 answered question 4, never seen). Other
  // events (the price, Back and Forward) go on from the last change. Changes are numbered: one older than the last
  // shown, or than the last tap, is not shown.
  const shownRef = useRef(initial);
  const changes = useRef({ made: 0, shown: 0, lastTap: 0 });
  // On screen once React has committed it, not when it is asked to: on a slow phone a tap landed between the two
  // (about 50 ms at 6x CPU) and still answered the question not yet painted (a second outside review).
  useLayoutEffect(() => {
    shownRef.current = state;
  }, [state]);

  const dispatch = useCallback(
    (event: WizardEvent) => {
      if (sealed.current) return;
      const tap = sellerEvents.has(event.type);
      const base = tap ? shownRef.current : stateRef.current;
      const next = transition(base, event, set);
      if (next === base) return;
      stateRef.current = next;
      setLatest(next);
      const change = ++changes.current.made;
      if (tap) changes.current.lastTap = change;
      const show = () => {
        if (change <= changes.current.shown || change < changes.current.lastTap) return;
        changes.current.shown = change;
        setState(next);
      };
      // The draft is the seller's work: written on every change, removed only when they start again. Not for Back
      // and Forward: a seller who steps back out of the quote continues where they had got to, not at question 1.
      if (event.type === 'history-go') return show();
      // Started here, in event order: IndexedDB runs read-write transactions on one store in the order they were
      // made, so a slower earlier write never lands over a later one (nor over the draft Add to Basket queues).
      const write = next.quoteType === null ? deleteDraft(device.id) : saveDraft(toDraft(next, device));
      // A failed write was swallowed (an outside review): the seller went on thinking their answers were kept. It is
      // shown until a later write lands; handled here, so no write is an unhandled rejection, nor holds the step.
      write.then(
        () => draftWritten(change, null),
        (error: unknown) => draftWritten(change, draftErrorText(error)),
      );
      // A tap's next step shows once its answer is on disk (a reload at once found the question before it: browser
      // suite under load); the price's own changes show at once.
      if (tap) void landedOrCap(write, draftWaitCapMs).then(show);
      else show();
    },
    [device, set, draftWritten],
  );

  const calculating = state.step.kind === 'calculating';
  useEffect(() => {
    if (!calculating || held) return;
    // Known out of reach with a stored table (or the browser says offline): no wait. Else the server is asked.
    if (isKnownOffline() || (!isReachable() && pricing)) {
      dispatch(offlineEvent(pricing, stateRef.current.answers));
      return;
    }
    const controller = new AbortController();
    const current = stateRef.current;
    const request = { deviceId: set.deviceId, selected_answers: current.answers, quoteType: current.quoteType! };
    calculateQuote(request, controller.signal, readTimeoutMs).then(
      (price) => {
        if (controller.signal.aborted) return;
        autoRetry.current = { started: false, failures: 0, notBefore: 0 };
        trackEvent('quote_submitted', { device_id: set.deviceId, quote_type: request.quoteType, value: price, currency: 'GBP' });
        dispatch({ type: 'price-received', price });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const retry = autoRetry.current;
        if (retry.started && error instanceof NetworkError) {
          retry.failures += 1;
          retry.notBefore = Date.now() + Math.min(autoRetryCapMs, retryDelay(retry.failures));
        }
        retry.started = false;
        // No answer: the stored table's estimate; with none, the wait for a connection when the browser says it is
        // offline, else the spec's network message (Try again).
        if (error instanceof NetworkError && (pricing || isKnownOffline())) return dispatch(offlineEvent(pricing, request.selected_answers));
        errorId.current += 1;
        setPriceError({ id: errorId.current, text: calculateErrorMessage(error) });
        dispatch({ type: 'price-failed' });
      },
    );
    return () => controller.abort();
  }, [calculating, held, dispatch, set.deviceId, pricing]);

  // The server is reachable again (the 'online' event, another request answered, or a failure too old to trust):
  // the price that was waiting (or estimated) is asked of the server now.
  const waiting = state.step.kind === 'awaiting-connection' || (state.step.kind === 'summary' && state.step.estimated === true);
  useEffect(() => {
    if (!waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = () => {
      clearTimeout(timer);
      if (!isReachable()) return;
      const wait = autoRetry.current.notBefore - Date.now();
      if (wait > 0) {
        timer = setTimeout(retry, wait);
        return;
      }
      autoRetry.current.started = true;
      dispatch({ type: 'retry-price' });
    };
    const unsubscribe = subscribeReachability(retry);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [waiting, dispatch]);

  const dismissPriceError = useCallback(() => setPriceError(null), []);
  const seal = useCallback((on: boolean) => {
    sealed.current = on;
    setHeld(on);
  }, []);
  const goToDepth = useCallback(
    (depth: number) => {
      const event: WizardEvent = { type: 'history-go', depth };
      const next = transition(stateRef.current, event, set);
      if (sealed.current || next === stateRef.current) return false;
      dispatch(event);
      // Forward onto the price asks for it, which shows on the last question: the history goes back to that
      // question's entry, and on to the price's when the price comes (an outside review: under lie-fi the page
      // sat on the price's entry, and Back then went nowhere).
      return wizardDepth(next, set) === depth;
    },
    [dispatch, set],
  );
  return { state, latest, dispatch, priceError, dismissPriceError, draftError, seal, goToDepth };
}
