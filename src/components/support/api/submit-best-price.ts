import type { BestPriceBody } from '@/contract/support.ts';

/** POST /api/support/bpp (Best Price Promise: Challenge Us). The typed client and the schemas load at the first submit, not with the page. */
export async function submitBestPrice(body: BestPriceBody) {
  const [{ supportEndpoints }, { callApi }] = await Promise.all([import('@/contract/support-endpoints.ts'), import('@/lib/api/call-api.ts')]);
  return callApi(supportEndpoints.submitBestPrice, { body });
}
