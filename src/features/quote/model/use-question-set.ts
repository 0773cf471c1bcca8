import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { toQuestionSet } from '@/contract/questions.ts';
import type { Device, GetQuestionsResponse, PricingTable, QuestionSet } from '@/contract/index.ts';
import { storeQuestionSet } from '@/offline/question-sets.ts';
import { QuestionsOfflineError, questionSetErrorMessage, questionSetQuery } from '../api/get-question-set.ts';

export type QuestionSetState =
  | { status: 'loading' }
  | { status: 'error'; message: string; offline: boolean; retry: () => void }
  | { status: 'ready'; set: QuestionSet; pricing: PricingTable | null };

/**
 * The device's questions: from navigation state (a Select fetched them), else fetched by device name, else the
 * copy stored in Dexie when the network is gone. Whatever arrives is stored for offline use.
 */
export function useQuestionSet(device: Device, fromNavigation: GetQuestionsResponse | null): QuestionSetState {
  const given = useMemo(() => (fromNavigation ? toQuestionSet(fromNavigation.deviceId, fromNavigation.questions) : null), [fromNavigation]);
  const query = useQuery({ ...questionSetQuery(device), enabled: given === null });

  useEffect(() => {
    if (fromNavigation) void storeQuestionSet(fromNavigation.deviceId, device.device_name, fromNavigation.questions, fromNavigation.pricing);
  }, [fromNavigation, device.device_name]);

  if (given) return { status: 'ready', set: given, pricing: fromNavigation?.pricing ?? null };
  if (query.data) return { status: 'ready', set: query.data.set, pricing: query.data.pricing ?? null };
  if (query.isError) {
    return {
      status: 'error',
      message: questionSetErrorMessage(query.error),
      offline: query.error instanceof QuestionsOfflineError,
      retry: () => void query.refetch(),
    };
  }
  return { status: 'loading' };
}
