import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Device } from '../../contract/index.ts';
import { ApiError, NetworkError } from '../api/call-api.ts';
import { paths } from '../paths.ts';
import { getQuestions, isEmptyQuestions } from './get-questions.ts';
import type { QuoteNavigationState } from './navigation-state.ts';

export interface AlertMessage {
  /** A new id restarts the timer when the same message is shown again. */
  id: number;
  text: string;
}

// docs/product.md#8-error-and-message-catalogue, word for word.
export const QUESTIONS_EMPTY = 'Failed to load questions.';
export const QUESTIONS_FAILED = 'Failed to load questions for this device.';
export const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * Select on a card (catalogue, home page's popular devices): fetch the device's questions, then go to /quote
 * with `{ phone, questions }`.
 * Offline, the quote page is sent just the phone: it falls back to its own stored question set
 * (spec: questions come from navigation state, else are fetched by device name).
 */
export function useSelectDevice() {
  const navigate = useNavigate();
  const [selectingId, setSelectingId] = useState<number | null>(null);
  const [alert, setAlertState] = useState<AlertMessage | null>(null);
  const nextId = useRef(0);
  // A ref, not state: a second tap in the same frame must see the first one at once.
  const busy = useRef(false);

  const setAlert = useCallback((text: string | null) => {
    nextId.current += 1;
    setAlertState(text === null ? null : { id: nextId.current, text });
  }, []);

  const select = useCallback(
    async (device: Device) => {
      if (busy.current) return;
      busy.current = true;
      setSelectingId(device.id);
      setAlert(null);
      try {
        const questions = await getQuestions(device.device_name);
        if (isEmptyQuestions(questions)) setAlert(QUESTIONS_EMPTY);
        else await navigate(paths.quote, { state: { phone: device, questions } satisfies QuoteNavigationState });
      } catch (error) {
        if (error instanceof NetworkError && !navigator.onLine) {
          await navigate(paths.quote, { state: { phone: device } satisfies QuoteNavigationState });
        }
        else setAlert(error instanceof ApiError ? QUESTIONS_FAILED : SOMETHING_WRONG);
      } finally {
        busy.current = false;
        setSelectingId(null);
      }
    },
    [navigate, setAlert],
  );

  const dismissAlert = useCallback(() => setAlert(null), [setAlert]);
  return { selectingId, select, alert, dismissAlert };
}
