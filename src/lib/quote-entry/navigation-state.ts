import { device, type Device } from '../../contract/devices.ts';
import { getQuestionsResponse, type GetQuestionsResponse } from '../../contract/questions.ts';

/**
 * What /quote is sent as navigation state: the device (`phone`, the spec's name) and, from a Select, its
 * questions as POST /api/questions answered. The mega-menu and an offline Select send the phone only.
 */
export interface QuoteNavigationState {
  phone: Device;
  questions?: GetQuestionsResponse;
}

/** Reads navigation state defensively: history state survives reloads and app versions. */
export function readQuoteNavigationState(state: unknown): { phone: Device | null; questions: GetQuestionsResponse | null } {
  if (typeof state !== 'object' || state === null) return { phone: null, questions: null };
  const phone = device.safeParse((state as { phone?: unknown }).phone);
  if (!phone.success) return { phone: null, questions: null };
  const questions = getQuestionsResponse.safeParse((state as { questions?: unknown }).questions);
  const matches = questions.success && questions.data.deviceId === phone.data.id;
  return { phone: phone.data, questions: matches ? questions.data : null };
}
