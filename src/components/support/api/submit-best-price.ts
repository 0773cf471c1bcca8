import { endpoints } from '@/contract/index.ts';
import type { BestPriceBody } from '@/contract/index.ts';
import { callApi } from '@/lib/api/call-api.ts';

/** POST /api/support/bpp (Best Price Promise: Challenge Us). */
export function submitBestPrice(body: BestPriceBody) {
  return callApi(endpoints.submitBestPrice, { body });
}
