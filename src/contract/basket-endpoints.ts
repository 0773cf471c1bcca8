import {
  addToBasketBody,
  addToBasketResponse,
  applyDiscountBody,
  applyDiscountResponse,
  basketCountResponse,
  basketResponse,
  checkoutBody,
  checkoutResponse,
  removeDiscountResponse,
  removeFromBasketBody,
  removeFromBasketResponse,
} from './basket.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The basket and checkout rows of docs/product.md#7-calls, part of `endpoints`: the basket badge and the outbox use
 * them on every page, without evaluating the rest of the contract (docs/decisions/155-contract-in-groups.md).
 */
export const basketEndpoints = {
  getBasket: defineEndpoint({ method: 'GET', path: '/api/basket', response: basketResponse }),
  getBasketCount: defineEndpoint({ method: 'GET', path: '/api/basket/count', response: basketCountResponse }),
  addToBasket: defineEndpoint({ method: 'POST', path: '/api/basket/add', body: addToBasketBody, response: addToBasketResponse, idempotent: true }),
  removeFromBasket: defineEndpoint({
    method: 'POST',
    path: '/api/basket/remove',
    body: removeFromBasketBody,
    response: removeFromBasketResponse,
    idempotent: true,
  }),
  applyDiscount: defineEndpoint({
    method: 'POST',
    path: '/api/basket/apply-discount',
    body: applyDiscountBody,
    response: applyDiscountResponse,
    idempotent: true,
  }),
  removeDiscount: defineEndpoint({ method: 'POST', path: '/api/basket/remove-discount', response: removeDiscountResponse, idempotent: true }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/basket/checkout',
    body: checkoutBody,
    response: checkoutResponse,
    idempotent: true,
    auth: 'verified',
  }),
} as const;
