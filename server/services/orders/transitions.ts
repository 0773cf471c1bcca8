import type { OrderStatus } from '@/contract/index.ts';

/**
 * The order lifecycle (docs/product.md#4-states-and-transitions). Sellers move a revised order (accept/decline); the operator CLI moves
 * the rest. A move not listed here is refused with the reason, so an order never skips a step by mistake.
 */
export const orderMoves = {
  transit: { from: ['Submitted'], to: 'In Transit' },
  deliver: { from: ['Submitted', 'In Transit'], to: 'Delivered - Awaiting Check-In' },
  checkin: { from: ['Delivered - Awaiting Check-In'], to: 'Checked In - Under Review' },
  revise: { from: ['Checked In - Under Review'], to: 'Revised - Awaiting Response' },
  accept: { from: ['Revised - Awaiting Response'], to: 'Awaiting Payout' },
  decline: { from: ['Revised - Awaiting Response'], to: 'Cancelled' },
  pay: { from: ['Checked In - Under Review'], to: 'Awaiting Payout' },
  complete: { from: ['Awaiting Payout'], to: 'Completed' },
  cancel: { from: ['Submitted', 'In Transit', 'Delivered - Awaiting Check-In', 'Checked In - Under Review'], to: 'Cancelled' },
  expire: { from: ['Revised - Awaiting Response'], to: 'Cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderMove = keyof typeof orderMoves;

export type MoveCheck = { ok: true; to: OrderStatus } | { ok: false; reason: string };

export function checkMove(move: OrderMove, current: OrderStatus): MoveCheck {
  const rule = orderMoves[move];
  if ((rule.from as readonly OrderStatus[]).includes(current)) return { ok: true, to: rule.to };
  return {
    ok: false,
    reason: `Cannot ${move} an order that is '${current}': only from ${rule.from.map((s) => `'${s}'`).join(' or ')}.`,
  };
}
