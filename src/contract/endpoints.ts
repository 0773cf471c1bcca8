import { basketEndpoints } from './basket-endpoints.ts';
import { catalogueEndpoints } from './catalogue-endpoints.ts';
import { successMessage } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { opsEndpoints } from './ops.ts';
import { paymentDetailsResponse, savePaymentDetailsBody, savePaymentDetailsResponse } from './payment-details.ts';
import { recordEventBody, recordEventResponse } from './events.ts';
import { marketingResponse, updateMarketingBody } from './marketing.ts';
import { labelStatusQuery, labelStatusResponse, orderParams, orderResponse, ordersResponse, requoteBody, requoteResponse } from './orders.ts';
import { pushPublicKeyResponse, pushSubscribeBody, pushUnsubscribeBody } from './push.ts';
import { sessionEndpoints } from './session.ts';
import { supportEndpoints } from './support-endpoints.ts';
import {
  authResponse,
  cashoutBody,
  cashoutResponse,
  loginBody,
  registerBody,
  requestPasswordResetBody,
  requestVerificationResponse,
  resendVerificationBody,
  resetPasswordBody,
  updateProfileBody,
  updateUserBody,
  userDetailsResponse,
  verifyEmailQuery,
} from './users.ts';

/**
 * docs/product.md#7-calls, one entry per row (requote accept/decline are two), plus the two calls the spec leaves
 * "not shown": updateProfile and resendVerification. Keys are verb-noun, matching the client's api/ files.
 * Every 2xx object body has `success: true`; every failure is non-2xx with `errorBody`.
 */
export const endpoints = {
  // Catalogue and quote, basket and checkout
  ...catalogueEndpoints,
  ...basketEndpoints,

  // Orders
  getLabelStatus: defineEndpoint({
    method: 'GET',
    path: '/api/orders/label-status',
    query: labelStatusQuery,
    response: labelStatusResponse,
    auth: 'user',
  }),
  acceptRequote: defineEndpoint({
    method: 'POST',
    path: '/api/orders/requote/accept',
    body: requoteBody,
    response: requoteResponse,
    idempotent: true,
    auth: 'user',
  }),
  declineRequote: defineEndpoint({
    method: 'POST',
    path: '/api/orders/requote/decline',
    body: requoteBody,
    response: requoteResponse,
    idempotent: true,
    auth: 'user',
  }),
  getOrders: defineEndpoint({ method: 'GET', path: '/api/users/orders', response: ordersResponse, auth: 'user' }),
  getOrder: defineEndpoint({ method: 'GET', path: '/api/users/orders/:orderId', params: orderParams, response: orderResponse, auth: 'user' }),

  // Account
  ...sessionEndpoints,
  login: defineEndpoint({ method: 'POST', path: '/api/users/login', body: loginBody, response: authResponse }),
  register: defineEndpoint({ method: 'POST', path: '/api/users/register', body: registerBody, response: authResponse }),
  getUserDetails: defineEndpoint({ method: 'GET', path: '/api/users/details', response: userDetailsResponse, auth: 'user' }),
  updateUser: defineEndpoint({ method: 'POST', path: '/api/users/update', body: updateUserBody, response: successMessage, auth: 'user' }),
  updateProfile: defineEndpoint({ method: 'POST', path: '/api/users/profile', body: updateProfileBody, response: successMessage, auth: 'user' }),
  requestVerification: defineEndpoint({ method: 'POST', path: '/api/users/request-verify', response: requestVerificationResponse, auth: 'user' }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/users/resend-verification',
    body: resendVerificationBody,
    response: successMessage,
  }),
  verifyEmail: defineEndpoint({ method: 'GET', path: '/api/users/verify', query: verifyEmailQuery, response: successMessage }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/users/request-reset',
    body: requestPasswordResetBody,
    response: successMessage,
  }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/api/users/reset-password', body: resetPasswordBody, response: successMessage }),
  cashoutReferral: defineEndpoint({
    method: 'POST',
    path: '/api/users/referral/cashout',
    body: cashoutBody,
    response: cashoutResponse,
    idempotent: true,
    auth: 'user',
  }),
  // The dashboard's payment details form (docs/product.md#2-screens-and-routes; its calls are not shown): masked out, full numbers in.
  getPaymentDetails: defineEndpoint({ method: 'GET', path: '/api/users/payment-details', response: paymentDetailsResponse, auth: 'user' }),
  savePaymentDetails: defineEndpoint({
    method: 'POST',
    path: '/api/users/payment-details',
    body: savePaymentDetailsBody,
    response: savePaymentDetailsResponse,
    auth: 'user',
  }),

  // Support
  ...supportEndpoints,

  // First-party analytics (consented events only; docs/product.md#7-calls leaves these calls "not shown")
  recordEvent: defineEndpoint({ method: 'POST', path: '/api/events', body: recordEventBody, response: recordEventResponse }),

  // Marketing
  getMarketing: defineEndpoint({ method: 'GET', path: '/api/marketing/', response: marketingResponse, auth: 'user' }),
  updateMarketing: defineEndpoint({
    method: 'POST',
    path: '/api/marketing/update',
    body: updateMarketingBody,
    response: successMessage,
    auth: 'user',
  }),

  // Order updates by Web Push (docs/decisions/111-web-push-order-updates.md; beyond the spec's calls)
  getPushPublicKey: defineEndpoint({ method: 'GET', path: '/api/push/public-key', response: pushPublicKeyResponse }),
  pushSubscribe: defineEndpoint({ method: 'POST', path: '/api/push/subscribe', body: pushSubscribeBody, response: successMessage, auth: 'user' }),
  pushUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/unsubscribe',
    body: pushUnsubscribeBody,
    response: successMessage,
    auth: 'user',
  }),
} as const;

export type EndpointName = keyof typeof endpoints;

/**
 * Every call the contract flags `idempotent`, the seller's and the operator's: the server wraps each of these routes
 * in its Idempotency-Key record when it registers it (server/plugins/idempotency.ts), and the clients send a key.
 */
export const idempotentEndpoints = [...Object.values(endpoints), ...Object.values(opsEndpoints)].filter((endpoint) => endpoint.idempotent === true);
export type Endpoints = typeof endpoints;
