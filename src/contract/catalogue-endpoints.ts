import { popularResponse } from './dashboard.ts';
import { devicesResponse } from './devices.ts';
import { defineEndpoint } from './endpoint.ts';
import { getQuestionsBody, getQuestionsResponse, offlineQuotePackResponse } from './questions.ts';
import { calculateQuoteBody, calculateQuoteResponse } from './quote.ts';

/**
 * The catalogue and quote rows of docs/product.md#7-calls, part of `endpoints`. A file of their own so the pages
 * sellers land on evaluate these schemas alone, not the whole contract (docs/decisions/155-contract-in-groups.md).
 */
export const catalogueEndpoints = {
  getDevices: defineEndpoint({ method: 'GET', path: '/api/devices', response: devicesResponse }),
  getQuestions: defineEndpoint({ method: 'POST', path: '/api/questions', body: getQuestionsBody, response: getQuestionsResponse }),
  getOfflineQuotePack: defineEndpoint({ method: 'GET', path: '/api/questions/offline', response: offlineQuotePackResponse }),
  calculateQuote: defineEndpoint({ method: 'POST', path: '/api/quote/calculate', body: calculateQuoteBody, response: calculateQuoteResponse }),
  getPopular: defineEndpoint({ method: 'GET', path: '/api/dashboard/popular', response: popularResponse }),
} as const;
