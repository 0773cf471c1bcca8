import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Device } from '../../contract/index.ts';
import { ApiError, NetworkError } from '../api/api-error.ts';
import { isReachable, readTimeoutMs } from '../api/reachability.ts';
import { paths } from '../../shared/paths.ts';
import { getQuestions, QuestionsCodeLate } from './get-questions.ts';
import type { QuoteNavigationState } from './navigation-state.ts';
import { listenForMovingOn, useResumeSelect, type PendingSelect } from './use-resume-select.ts';

export interface AlertMessage {
  /** A new id restarts the timer when the same message is shown again. */
  id: number;
  text: string;
}

// docs/product.md#8-error-and-message-catalogue, word for word.
const QUESTIONS_EMPTY = 'Failed to load questions.';
const QUESTIONS_FAILED = 'Failed to load questions for this device.';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';
/** No answer from the server and no stored questions for this device: the spec's words, then what is needed. */
const QUESTIONS_NEED_CONNECTION = `${SOMETHING_WRONG} We cannot reach the server, and the questions for this device need a connection once.`;

export interface SelectDeviceOptions {
  /** Whether this device's questions are stored on the device (Dexie), so /quote can work with no answer. */
  hasStoredQuestions?: (device: Device) => boolean | Promise<boolean>;
}

/**
 * Select on a card (catalogue, home page's popular devices): fetch the device's questions, then go to /quote
 * with `{ phone, questions }`.
 * With no answer from the server (reachability rule), the quote page is sent just the phone: it uses its stored question set
 * (spec: questions come from navigation state, else are fetched by device name). A Select told the questions need a
 * connection is carried on by itself once the server answers, unless the seller moved on (use-resume-select.ts).
 */
export function useSelectDevice({ hasStoredQuestions }: SelectDeviceOptions = {}) {
  const navigate = useNavigate();
  const [selectingId, setSelectingId] = useState<number | null>(null);
  const [alert, setAlertState] = useState<AlertMessage | null>(null);
  const [pending, setPending] = useState<(PendingSelect<Device> & { at: string }) | null>(null);
  // Another page (the same component kept, e.g. one brand's catalogue to another's) ends the wait.
  const { key: at } = useLocation();
  if (pending && pending.at !== at) setPending(null);
  const nextId = useRef(0);
  // The Select in progress. A ref, not state: a second tap in the same frame must see the first one at once.
  const inProgress = useRef<{ deviceId: number } | null>(null);
  const setAlert = useCallback((text: string | null) => {
    nextId.current += 1;
    setAlertState(text === null ? null : { id: nextId.current, text });
  }, []);

  // Offline by the browser's word (the quote page explains), or the device's questions are stored.
  const answersOffline = useCallback(
    async (device: Device) => navigator.onLine === false || ((await Promise.resolve(hasStoredQuestions?.(device)).catch(() => false)) ?? false),
    [hasStoredQuestions],
  );

  const run = useCallback(
    async (device: Device, tries: number) => {
      // The same card tapped again is already on its way. Another card wins: the seller tapped the one they meant (an
      // outside review: that tap was ignored, and the first device's quote opened once its questions came).
      if (inProgress.current?.deviceId === device.id) return;
      const mine = { deviceId: device.id };
      inProgress.current = mine;
      // Back, or any other page, while the questions come: the seller left, and the Select is dropped (an outside
      // review: Back during a slow Select, then a jump to /quote two seconds later).
      const startedAt = window.location.href;
      const superseded = () => inProgress.current !== mine || window.location.href !== startedAt;
      setSelectingId(device.id);
      // A try of our own leaves the seller's message to hide in its own time.
      if (tries === 0) setAlert(null);
      setPending(null);
      // Typing or a tap in the page while the questions are asked for: the seller moved on (an outside review: a search
      // typed, or another device tapped, during a hanging load, and the page then jumped to this device's quote).
      let moved = false;
      const unlisten = listenForMovingOn(() => (moved = true));
      try {
        // The server is known to be out of reach and the questions are stored: no wait, /quote answers from them.
        if (!isReachable() && (await answersOffline(device))) {
          if (superseded()) return;
          await navigate(paths.quote, { state: { phone: device } satisfies QuoteNavigationState });
          return;
        }
        const { questions, empty } = await getQuestions(device.device_name, readTimeoutMs);
        if (superseded()) return;
        if (empty) setAlert(QUESTIONS_EMPTY);
        else if (tries === 0 || !moved) await navigate(paths.quote, { state: { phone: device, questions } satisfies QuoteNavigationState });
      } catch (error) {
        // The code to ask for the questions hangs (lie-fi on our files): the quote page waits for it in calm words and
        // opens by itself (decision 212). Here every try hung on the import the browser keeps, the Select went round
        // for good, and it said the server could not be reached while it answered (an outside review).
        if (error instanceof QuestionsCodeLate) {
          // Not when the seller moved on during the wait (typed, tapped): the quote page would come 20 s later, unasked.
          if (!superseded() && !moved) await navigate(paths.quote, { state: { phone: device } satisfies QuoteNavigationState });
          return;
        }
        // No answer (cut, lie-fi, or a timeout): the quote page uses the stored copy, or says what is needed.
        const offlineAnswer = error instanceof NetworkError && (await answersOffline(device));
        if (superseded()) return;
        if (offlineAnswer) {
          await navigate(paths.quote, { state: { phone: device } satisfies QuoteNavigationState });
        } else if (error instanceof NetworkError && hasStoredQuestions) {
          // Said once, at the seller's tap: a try of our own that fails too waits again in silence.
          if (tries === 0) setAlert(QUESTIONS_NEED_CONNECTION);
          if (!moved) setPending({ item: device, tries: tries + 1, at });
        } else setAlert(error instanceof ApiError ? QUESTIONS_FAILED : SOMETHING_WRONG);
      } finally {
        unlisten();
        // A Select left behind by the page still ends its 'Loading...'; one taken over leaves the newer one's.
        if (inProgress.current === mine) {
          inProgress.current = null;
          setSelectingId(null);
        }
      }
    },
    [navigate, setAlert, answersOffline, hasStoredQuestions, at],
  );
  const select = useCallback((device: Device) => run(device, 0), [run]);
  const resume = useCallback((device: Device, tries: number) => void run(device, tries), [run]);
  // Only the wait the seller moved on from: a Select made meanwhile may already wait in its place.
  const drop = useCallback((was: typeof pending) => setPending((now) => (now === was ? null : now)), []);
  useResumeSelect(pending, resume, drop);

  const dismissAlert = useCallback(() => setAlert(null), [setAlert]);
  return { selectingId, select, alert, dismissAlert };
}
