import { describe, expect, it } from 'vitest';
import { OpsError } from '../../server/ops/client.ts';
import { parseOptions, parseOrderId } from '../../server/ops/order-commands.ts';

describe('operator CLI arguments', () => {
  it('reads an order id as 12 or QMT-12', () => {
    expect(parseOrderId('12')).toBe(12);
    expect(parseOrderId('qmt-12')).toBe(12);
    for (const bad of [undefined, '', 'QMT-', '0', '12a', '-3']) expect(() => parseOrderId(bad)).toThrow(OpsError);
  });

  it('reads --name value options after the positional arguments', () => {
    expect(parseOptions(['7', '--price', '80.50', '--reason', 'Cracked back glass'])).toEqual({
      positional: ['7'],
      options: { price: '80.50', reason: 'Cracked back glass' },
    });
    expect(() => parseOptions(['7', '--price'])).toThrow('Option --price needs a value.');
  });
});
