import { z } from 'zod';
import { dbId, isoDateTime, pounds, successTrue } from './common.ts';
import { quoteRequest, selectedAnswers } from './quote.ts';
import { accountNumber, requiredText, sortCode } from './validation.ts';

/** docs/product.md#3-entities-and-their-fields, Basket item. `expired` is 1 once `expires_at` (quote + 14 days) has passed, else 0. */
export const basketItem = z.object({
  id: dbId,
  device_name: z.string().min(1),
  image_url: z.string().min(1),
  brand: z.string().nullable(),
  offer_price: pounds,
  expires_at: isoDateTime,
  expired: z.union([z.literal(0), z.literal(1)]),
  selected_answers: selectedAnswers,
});
export type BasketItem = z.infer<typeof basketItem>;

export const discountTypes = ['fixed', 'percentage'] as const;

/**
 * docs/product.md#3-entities-and-their-fields, Discount. A code raises the payout: `value` is pounds for `fixed`, a percentage (10 = 10%) for
 * `percentage`; `discount` is the resulting amount in pounds.
 */
export const discount = z.object({
  code: z.string().min(1),
  type: z.enum(discountTypes),
  value: z.number().positive(),
  discount: pounds,
  /** What the server holds the code to, shown beside it: uses per seller, last day, the most a percentage adds. */
  terms: z.object({
    per_seller_limit: z.number().int().positive().nullable(),
    expires_at: isoDateTime.nullable(),
    cap: pounds.nullable(),
    first_order_only: z.boolean(),
  }),
});
export type Discount = z.infer<typeof discount>;

/** The basket's money: `originalPrice` sums the items' offers, `totalPrice` adds the discount amount. */
const basketTotals = z.object({
  success: successTrue,
  totalPrice: pounds,
  originalPrice: pounds,
});

/**
 * GET /api/basket (visitor or signed-in; the session cookie owns the basket). No basket is not an error:
 * 200 with `contents: []`, zero totals, `discount: null`, `itemCount: 0`. (The spec's old client treated
 * the error 'No active basket found' as empty; this API never sends it.)
 */
export const basketResponse = basketTotals.extend({
  contents: z.array(basketItem),
  discount: discount.nullable(),
  itemCount: z.number().int().nonnegative(),
});
export type Basket = z.infer<typeof basketResponse>;

/** GET /api/basket/count: read once at start for the badge; any failure counts as 0. */
export const basketCountResponse = z.object({
  success: successTrue,
  itemCount: z.number().int().nonnegative(),
});

/** POST /api/basket/add: the same payload as a quote; the server prices it again (its price is the one kept). */
export const addToBasketBody = quoteRequest;

/**
 * 200 `{ success: true, message, item, itemCount }`: `item.offer_price` is the server's price, which the client
 * compares with an offline estimate; `itemCount` updates the badge.
 */
export const addToBasketResponse = z.object({
  success: successTrue,
  message: z.string().min(1),
  item: basketItem,
  itemCount: z.number().int().nonnegative(),
});

/** POST /api/basket/remove. */
export const removeFromBasketBody = z.object({ itemId: dbId });

/**
 * The basket after the removal (same shape as GET /api/basket) so the page redraws without a refetch.
 * Removing an item that is already gone is not an error (the outcome the seller wanted holds).
 */
export const removeFromBasketResponse = basketResponse;

/** POST /api/basket/apply-discount. The Apply button is disabled when the code is blank. */
export const applyDiscountBody = z.object({ code: requiredText() });

/** 200 with the applied discount and new totals; an unknown or unusable code is 400 errorBody. */
export const applyDiscountResponse = basketTotals.extend({
  discount,
  message: z.string().min(1),
});

/** POST /api/basket/remove-discount, no body: 200 with the new totals. */
export const removeDiscountResponse = basketTotals.extend({ message: z.string().optional() });

/**
 * POST /api/basket/checkout (signed-in and verified; the address was saved first with POST /api/users/profile).
 * Payment details are checked with the payment-form wording.
 */
export const checkoutBody = z.object({
  sort_code: sortCode,
  account_number: accountNumber,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/**
 * 200 `{ success: true, message, order_id, label_name }`: `label_name` is the label's UUID, polled with
 * GET /api/orders/label-status?label_uuid=... every 2 s until ready. Empty basket or an expired item: 400.
 */
export const checkoutResponse = z.object({
  success: successTrue,
  message: z.string().min(1),
  order_id: dbId,
  label_name: z.uuid(),
  /** The last day to post the device at the quoted price (14 calendar days from now, docs/product.md#9-business-constants-and-limits). */
  send_by: isoDateTime,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
