import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../../src/contract/index.ts';
import { checkMove, orderMoves, type OrderMove } from '../../server/services/orders/transitions.ts';

describe('order lifecycle', () => {
  it('follows the happy path from Submitted to Completed', () => {
    let status: OrderStatus = 'Submitted';
    for (const move of ['transit', 'deliver', 'checkin', 'pay', 'complete'] as OrderMove[]) {
      const check = checkMove(move, status);
      expect(check.ok, `${move} from ${status}`).toBe(true);
      if (check.ok) status = check.to;
    }
    expect(status).toBe('Completed');
  });

  it('a revised quote goes to Awaiting Payout on accept and to Cancelled on decline (section 4)', () => {
    expect(checkMove('accept', 'Revised - Awaiting Response')).toEqual({ ok: true, to: 'Awaiting Payout' });
    expect(checkMove('decline', 'Revised - Awaiting Response')).toEqual({ ok: true, to: 'Cancelled' });
  });

  it('refuses every move not in the table, saying why', () => {
    let refused = 0;
    for (const move of Object.keys(orderMoves) as OrderMove[]) {
      for (const status of orderStatuses) {
        const allowed = (orderMoves[move].from as readonly OrderStatus[]).includes(status);
        const check = checkMove(move, status);
        expect(check.ok).toBe(allowed);
        if (!check.ok) {
          refused += 1;
          expect(check.reason).toContain(`'${status}'`);
        }
      }
    }
    expect(refused).toBeGreaterThan(50);
    expect(checkMove('complete', 'Cancelled')).toEqual({
      ok: false,
      reason: "Cannot complete an order that is 'Cancelled': only from 'Awaiting Payout'.",
    });
  });
});
