import { NetworkError } from '../api/api-error.ts';
import { freshAfterFailure } from '../import-until-loaded.ts';

// A try after a failure also imports the file under a fresh URL: some Chromium builds keep a failed import() (docs/offline.md).
const loadEndpoints = freshAfterFailure(() => import('../../contract/catalogue-endpoints.ts'));
const loadCallApi = freshAfterFailure(() => import('../api/call-api.ts'));

/**
 * POST /api/questions for the device the seller picked; the result goes to /quote untouched. The typed client
 * (and zod under it) loads at the tap: the catalogue and home pages show without it. On a first visit that code
 * comes from the network too: one that fails or hangs in a dead spot is no answer (a NetworkError, nothing sent), as
 * the request's own failure would be, where it was 'Something went wrong' or 'Loading...' for good (an outside
 * review, lie-fi just after landing).
 */
export async function getQuestions(deviceName: string, timeoutMs?: number) {
  const code = Promise.all([loadEndpoints(), loadCallApi()]);
  const [{ catalogueEndpoints: endpoints }, { callApi }] = await withinTime(code, timeoutMs).catch((error: unknown) => {
    throw new NetworkError(error, true);
  });
  return callApi(endpoints.getQuestions, { body: { device_name: deviceName }, ...(timeoutMs ? { timeoutMs } : {}) });
}

function withinTime<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The code to ask for the questions did not arrive within ${ms} ms.`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** docs/product.md#5-validation-rules: a question loader returning an empty result counts as failure. */
export function isEmptyQuestions(result: unknown): boolean {
  if (result === null || result === undefined) return true;
  if (Array.isArray(result)) return result.length === 0;
  if (typeof result !== 'object') return false;
  if (Object.keys(result).length === 0) return true;
  if ('questions' in result) return isEmptyQuestions(result.questions);
  if ('standard' in result && Array.isArray(result.standard)) {
    const advanced = 'advanced' in result && Array.isArray(result.advanced) ? result.advanced : [];
    return result.standard.length === 0 && advanced.length === 0;
  }
  return false;
}
