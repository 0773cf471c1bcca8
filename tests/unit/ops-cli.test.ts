import { describe, expect, it } from 'vitest';
import { OpsError } from '../../server/ops/client.ts';
import type { OpsClient } from '../../server/ops/client.ts';
import { orderCommands, parseOptions, parseOrderId } from '../../server/ops/order-commands.ts';

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

  it('revise names what is wrong with the price before any call', async () => {
    let calls = 0;
    const client = { call: () => (calls++, Promise.resolve({})) } as unknown as OpsClient;
    const revise = (price: string) => orderCommands.revise!.run(client, ['7', '--price', price, '--reason', 'Cracked back glass']);
    await expect(revise('80.505')).rejects.toThrow('The revised price must be in pounds and pence, such as 120.50.');
    await expect(revise('eighty')).rejects.toThrow('Give the revised price in pounds with --price, such as --price 120.50.');
    expect(calls).toBe(0);
  });
});
