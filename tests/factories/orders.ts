import type { Basket, BasketItem, OrderDetail, OrderSummary } from '../../src/contract/index.ts';

/** Test data for the basket, checkout and orders (docs/style.md#8-one-set-of-test-factories: factories with overrides). */
let nextId = 100;

export function createBasketItem(overrides: Partial<BasketItem> = {}): BasketItem {
  nextId += 1;
  return {
    id: nextId,
    device_name: 'Galaxy S23',
    image_url: '/images/devices/phone.svg',
    brand: 'Samsung',
    offer_price: 210,
    expires_at: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
    expired: 0,
    selected_answers: { 'Does your phone power on and work normally?': 'Yes' },
    ...overrides,
  };
}

export function createBasket(contents: BasketItem[], overrides: Partial<Basket> = {}): Basket {
  const sum = Math.round(contents.reduce((total, item) => total + item.offer_price * 100, 0)) / 100;
  return { success: true, contents, originalPrice: sum, totalPrice: sum, discount: null, itemCount: contents.length, ...overrides };
}

export function createOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  nextId += 1;
  return {
    order_id: nextId,
    order_status: 'Submitted',
    total_price: 120,
    total_items: 1,
    payment_status: 'Pending',
    created_at: '2026-11-20T10:00:00.000Z',
    thumbnail: '/images/devices/phone.svg',
    shipping_label: null,
    label_uuid: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    send_by: '2026-12-04T10:00:00.000Z',
    label_void: false,
    revised_price: null,
    payment: { payout_method: 'Bank Transfer', sort_code: '**-**-99', account_number: '****4958' },
    return: null,
    ...overrides,
  };
}

export function createOrderDetail(summary: OrderSummary, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary,
    payment: { payout_method: 'Bank Transfer', sort_code: '08-99-99', account_number: '66374958' },
    items: [
      {
        image_url: '/images/devices/phone.svg',
        brand: 'Samsung',
        device_name: 'Galaxy S23',
        offer_price: summary.total_price,
        quoted_at: summary.created_at,
        selected_answers: { 'Does your phone power on and work normally?': 'Yes' },
      },
    ],
    shipping_tracking: null,
    revised_reason: null,
    discount: null,
    ...overrides,
  };
}
