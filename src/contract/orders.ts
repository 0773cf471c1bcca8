import { z } from 'zod';
import { dbId, isoDateTime, namedDbId, pathDbId, pounds, successTrue } from './common.ts';
import { validationMessages } from './validation.ts';
import { selectedAnswers } from './quote.ts';

/** docs/product.md#4-states-and-transitions, spelled exactly (they are shown to the seller as they are). */
export const orderStatuses = [
  'Submitted',
  'Checked In - Under Review',
  'Awaiting Payout',
  'Completed',
  'Cancelled',
  'Revised - Awaiting Response',
  'In Transit',
  'Delivered - Awaiting Check-In',
] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * How the order is paid. Plain strings because the server masks what it sends back
 * (account number as '****5678'); the payout method is always 'Bank Transfer' (docs/product.md#9-business-constants-and-limits).
 */
export const orderPayment = z.object({
  payout_method: z.string().min(1),
  sort_code: z.string(),
  account_number: z.string(),
});

/**
 * docs/product.md#3-entities-and-their-fields, Order (list). `shipping_label` is the label's URL (PDF) and `label_uuid` its id for
 * GET /api/orders/label-status, both null until a label exists. `thumbnail` is the first item's image.
 */
export const orderSummary = z.object({
  order_id: dbId,
  order_status: orderStatus,
  total_price: pounds,
  total_items: z.number().int().positive(),
  payment_status: z.string().min(1),
  created_at: isoDateTime,
  thumbnail: z.string().nullable(),
  shipping_label: z.string().nullable(),
  label_uuid: z.uuid().nullable(),
  /** The last day to post the device at the quoted price: 14 calendar days from the order (docs/product.md#9-business-constants-and-limits). */
  send_by: isoDateTime,
  /** The order was cancelled: its label is no longer valid (the files answer 410) and any stored copy is dropped. */
  label_void: z.boolean(),
  /** The operator's revised offer; once accepted it is the price paid. */
  revised_price: pounds.nullable(),
  payment: orderPayment,
  /**
   * The device on its way back (revised quote declined or unanswered for 14 days). In the list too, so the row says
   * what the detail says (being returned, or posted back).
   */
  return: z
    .object({ reason: z.string().min(1), requested_at: isoDateTime, sent_at: isoDateTime.nullable(), tracking: z.string().nullable() })
    .nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** GET /api/users/orders (signed-in): newest first. */
export const ordersResponse = z.object({
  success: successTrue,
  orders: z.array(orderSummary),
});

export const orderItem = z.object({
  image_url: z.string().min(1),
  brand: z.string().nullable(),
  device_name: z.string().min(1),
  offer_price: pounds,
  quoted_at: isoDateTime,
  selected_answers: selectedAnswers,
});
export type OrderItem = z.infer<typeof orderItem>;

/**
 * docs/product.md#3-entities-and-their-fields, Order detail: the summary plus items, tracking, the revised offer and the discount.
 * Estimated payout = revised_price if present, else total_price + discount.discount (docs/product.md#9-business-constants-and-limits).
 */
export const orderDetail = orderSummary.extend({
  items: z.array(orderItem).min(1),
  shipping_tracking: z.string().nullable(),
  revised_reason: z.string().nullable(),
  discount: z.object({ code: z.string().min(1), discount: pounds }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /api/users/orders/:orderId (the order must be the seller's own, else 404). */
export const orderParams = z.object({ orderId: pathDbId(validationMessages.orderNotFound) });

/** 200 `{ success: true, ...orderDetail }`: flat, as the spec's row reads `success, items`. */
export const orderResponse = orderDetail.extend({ success: successTrue });

/** GET /api/orders/label-status?label_uuid=... */
export const labelStatusQuery = z.object({ label_uuid: z.uuid() });

/** Not ready yet: poll again in 2 s. Ready: the PDF label and the drop-off QR code image. */
export const labelStatusResponse = z.discriminatedUnion('ready', [
  z.object({ success: successTrue, ready: z.literal(false) }),
  z.object({
    success: successTrue,
    ready: z.literal(true),
    label_url: z.string().min(1),
    qrcode_url: z.string().min(1),
  }),
]);
export type LabelStatus = z.infer<typeof labelStatusResponse>;

/** POST /api/orders/requote/accept and /decline: only for the seller's 'Revised - Awaiting Response' order. */
export const requoteBody = z.object({ order_id: namedDbId(validationMessages.orderNotFound) });

/** 200 with the new status: accept -> 'Awaiting Payout', decline -> 'Cancelled' (device returned). */
export const requoteResponse = z.object({
  success: successTrue,
  message: z.string().min(1),
  order_status: orderStatus,
});
