import { catalogueEndpoints as endpoints } from '@/contract/catalogue-endpoints.ts';
import type { QuoteRequest } from '@/contract/index.ts';
import { callApi, errorMessage } from '@/lib/api/call-api.ts';

/** POST /api/quote/calculate: the server's price in pounds. */
export async function calculateQuote(request: QuoteRequest, signal?: AbortSignal, timeoutMs?: number): Promise<number> {
  const { price } = await callApi(endpoints.calculateQuote, { body: request, ...(signal ? { signal } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
  return price;
}

/** docs/product.md#8-error-and-message-catalogue: server message else 'Failed to calculate quote.'; network 'Something went wrong calculating the quote.' */
export function calculateErrorMessage(error: unknown): string {
  return errorMessage(error, { fallback: 'Failed to calculate quote.', network: 'Something went wrong calculating the quote.' });
}
