import { NetworkError } from '../api/api-error.ts';
import { answersNow } from '../api/reachability.ts';
import { freshAfterFailure } from '../import-until-loaded.ts';

// A try after a failure also imports the file under a fresh URL: some Chromium builds keep a failed import() (docs/offline.md).
const loadEndpoints = freshAfterFailure(() => import('../../contract/catalogue-endpoints.ts'));
const loadCallApi = freshAfterFailure(() => import('../api/call-api.ts'));
const loadEmptyCheck = freshAfterFailure(() => import('./empty-questions.ts'));

/** The code not yet come after this long, the server is asked whether it answers (the probe gives up after 3 s). */
const codeSlowAfterMs = 1_000;

/**
 * POST /api/questions for the device the seller picked; the result goes to /quote untouched, with whether it is empty. The typed client
 * (and zod under it) loads at the tap: the catalogue and home pages show without it. On a first visit that code
 * comes from the network too: one that fails or hangs in a dead spot is no answer (a NetworkError, nothing sent), as
 * the request's own failure would be, where it was 'Something went wrong' or 'Loading...' for good (an outside
 * review, lie-fi just after landing).
 */
export async function getQuestions(deviceName: string, timeoutMs?: number) {
  const code = Promise.all([loadEndpoints(), loadCallApi(), loadEmptyCheck()]);
  // Asked only when the code is slow: a server that answers tells a line that hangs our files from a dead spot.
  let serverAnswers: Promise<boolean> = Promise.resolve(false);
  const probe = timeoutMs ? setTimeout(() => (serverAnswers = answersNow()), codeSlowAfterMs) : undefined;
  const [{ catalogueEndpoints: endpoints }, { callApi }, { isEmptyQuestions }] = await withinTime(code, timeoutMs)
    .catch(async (error: unknown) => {
      throw error instanceof CodeLate && (await serverAnswers) ? new QuestionsCodeLate(error) : new NetworkError(error, true);
    })
    .finally(() => clearTimeout(probe));
  const questions = await callApi(endpoints.getQuestions, { body: { device_name: deviceName }, ...(timeoutMs ? { timeoutMs } : {}) });
  return { questions, empty: isEmptyQuestions(questions) };
}

/**
 * The code to ask for the questions did not arrive in time (nothing was sent) while the server answers. Unlike a
 * download that failed, trying again in this page cannot help: the browser keeps the import that hangs. The quote
 * page can: its route waits for the file that hangs in calm words and loads itself again once it answers (decision
 * 212).
 */
export class QuestionsCodeLate extends NetworkError {
  override readonly name: string = 'QuestionsCodeLate';

  constructor(cause: unknown) {
    super(cause, true);
  }
}

class CodeLate extends Error {}

function withinTime<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CodeLate(`The code to ask for the questions did not arrive within ${ms} ms.`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
