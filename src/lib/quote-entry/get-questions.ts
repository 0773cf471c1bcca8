import { NetworkError } from '../api/api-error.ts';
import { freshAfterFailure } from '../import-until-loaded.ts';

// A try after a failure also imports the file under a fresh URL: some Chromium builds keep a failed import() (docs/offline.md).
const loadEndpoints = freshAfterFailure(() => import('../../contract/catalogue-endpoints.ts'));
const loadCallApi = freshAfterFailure(() => import('../api/call-api.ts'));
const loadEmptyCheck = freshAfterFailure(() => import('./empty-questions.ts'));

/**
 * POST /api/questions for the device the seller picked; the result goes to /quote untouched, with whether it is empty. The typed client
 * (and zod under it) loads at the tap: the catalogue and home pages show without it. On a first visit that code
 * comes from the network too: one that fails or hangs in a dead spot is no answer (a NetworkError, nothing sent), as
 * the request's own failure would be, where it was 'Something went wrong' or 'Loading...' for good (an outside
 * review, lie-fi just after landing).
 */
export async function getQuestions(deviceName: string, timeoutMs?: number) {
  const code = Promise.all([loadEndpoints(), loadCallApi(), loadEmptyCheck()]);
  const [{ catalogueEndpoints: endpoints }, { callApi }, { isEmptyQuestions }] = await withinTime(code, timeoutMs).catch((error: unknown) => {
    throw new NetworkError(error, true);
  });
  const questions = await callApi(endpoints.getQuestions, { body: { device_name: deviceName }, ...(timeoutMs ? { timeoutMs } : {}) });
  return { questions, empty: isEmptyQuestions(questions) };
}

function withinTime<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The code to ask for the questions did not arrive within ${ms} ms.`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
