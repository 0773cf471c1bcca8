import { queryOptions } from '@tanstack/react-query';
import { catalogueEndpoints as endpoints } from '@/contract/catalogue-endpoints.ts';
import { toQuestionSet } from '@/contract/questions.ts';
import type { Device, PricingTable, QuestionSet } from '@/contract/index.ts';
import { ApiError, NetworkError, callApi } from '@/lib/api/call-api.ts';
import { isKnownOffline, isReachable, readTimeoutMs } from '@/lib/api/reachability.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { findQuestionSet, storeQuestionSet } from '@/offline/question-sets.ts';

// docs/product.md#8-error-and-message-catalogue, word for word.
export const noQuestionsFound = 'No questions found for this device.';
export const questionsFailed = 'Failed to load questions.';

export interface LoadedQuestionSet {
  set: QuestionSet;
  /** 'cache': the network is gone and this is the copy stored when the set was last seen. */
  source: 'network' | 'cache';
  /** The device's pricing table, for an offline estimate (absent: none stored). */
  pricing?: PricingTable;
}

/** No network and no stored copy of this device's questions. */
export class QuestionsOfflineError extends Error {
  override readonly name = 'QuestionsOfflineError';
}

/**
 * The device's questions: from the API (and stored in Dexie for next time), or the stored copy when the server
 * is not reachable (the reachability rule: cut, or a request that failed or hung lately) or does not answer
 * within `readTimeoutMs`. A 404 keeps the server's message ('No questions found for this device.').
 */
export async function loadQuestionSet(device: Device, signal?: AbortSignal): Promise<LoadedQuestionSet> {
  // Known out of reach and a copy stored: no wait. With no copy, the server is still asked (it may be back).
  let stored = isReachable() ? undefined : await findQuestionSet(device.id, device.device_name);
  if (!stored && !isKnownOffline()) {
    try {
      const response = await callApi(endpoints.getQuestions, {
        body: { device_name: device.device_name },
        timeoutMs: readTimeoutMs,
        ...(signal ? { signal } : {}),
      });
      await storeQuestionSet(response.deviceId, device.device_name, response.questions, response.pricing);
      return {
        set: toQuestionSet(response.deviceId, response.questions),
        source: 'network',
        ...(response.pricing ? { pricing: response.pricing } : {}),
      };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  }
  stored ??= await findQuestionSet(device.id, device.device_name);
  if (!stored) throw new QuestionsOfflineError(questionsFailed);
  return { set: toQuestionSet(stored.deviceId, stored.lists), source: 'cache', ...(stored.pricing ? { pricing: stored.pricing } : {}) };
}

export function questionSetQuery(device: Device) {
  return queryOptions({
    queryKey: queryKeys.questions(device.id),
    queryFn: ({ signal }) => loadQuestionSet(device, signal),
    // One set per visit: the wizard must not change questions under the seller's fingers.
    staleTime: Infinity,
    // Never paused for the network (the default 'online' mode waits for an 'online' event that may never come):
    // the query function itself decides between the server and the stored copy.
    networkMode: 'always',
    retry: false,
  });
}

export function questionSetErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 404 && error.serverMessage ? error.serverMessage : questionsFailed;
}
