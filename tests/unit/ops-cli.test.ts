import { describe, expect, it, vi } from 'vitest';
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

  it('refuses an option or argument a command does not take, before any call', async () => {
    let calls = 0;
    const client = { call: () => (calls++, Promise.resolve({ number: 'QMT-4', from: 'Submitted', to: 'In Transit' })) } as unknown as OpsClient;
    // A mistyped --tracking was ignored and the order moved without its reference (an outside review).
    await expect(orderCommands.transit!.run(client, ['4', '--trackin', 'TYPO'])).rejects.toThrow(
      'Unknown option --trackin for transit (it takes --tracking).',
    );
    await expect(orderCommands.deliver!.run(client, ['4', '--tracking', 'X1'])).rejects.toThrow(
      'Unknown option --tracking for deliver (it takes none).',
    );
    await expect(orderCommands.revise!.run(client, ['4', '--prize', '80', '--reason', 'Dent'])).rejects.toThrow(
      'Unknown option --prize for revise (it takes --price and --reason).',
    );
    await expect(orderCommands.pay!.run(client, ['4', '5'])).rejects.toThrow("pay takes one order id; remove '5'.");
    await expect(orderCommands.orders!.run(client, ['extra-arg'])).rejects.toThrow("orders takes no arguments; remove 'extra-arg'.");
    await expect(orderCommands['expire-requotes']!.run(client, ['--days', '3'])).rejects.toThrow(
      'Unknown option --days for expire-requotes (it takes none).',
    );
    expect(calls).toBe(0);
  });

  it('revise names what is wrong with the price before any call', async () => {
    let calls = 0;
    const client = { call: () => (calls++, Promise.resolve({})) } as unknown as OpsClient;
    const revise = (price: string) => orderCommands.revise!.run(client, ['7', '--price', price, '--reason', 'Cracked back glass']);
    await expect(revise('80.505')).rejects.toThrow('The revised price must be in pounds and pence, such as 120.50.');
    await expect(revise('eighty')).rejects.toThrow('Give the revised price in pounds with --price, such as --price 120.50.');
    // A price given but refused is not "give the price": the server's words.
    for (const zero of ['0', '0.00']) await expect(revise(zero)).rejects.toThrow('The revised price must be at least £0.01.');
    expect(calls).toBe(0);
  });

  it('orders prints an order awaiting an answer with its old total and the revised offer, and the label state the server gives', async () => {
    const orders = [
      {
        number: 'QMT-9',
        status: 'Revised - Awaiting Response',
        seller: 'a@example.com',
        total: 120,
        revised_offer: 80,
        label: 'used (device sent)',
        return: null,
      },
      {
        number: 'QMT-8',
        status: 'Cancelled',
        seller: 'b@example.com',
        total: 50,
        revised_offer: null,
        label: 'void (order cancelled)',
        return: null,
      },
    ];
    const client = { call: () => Promise.resolve({ orders }) } as unknown as OpsClient;
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await orderCommands.orders!.run(client, []);
      const lines = write.mock.calls.map(([text]) => String(text));
      expect(lines[0]).toMatch(/^QMT-9 .*£ +120\.00 +label used \(device sent\), revised offer £80\.00 awaiting the seller's answer\n$/);
      expect(lines[1]).toMatch(/^QMT-8 .*£ +50\.00 +label void \(order cancelled\)\n$/);
    } finally {
      write.mockRestore();
    }
  });
});
