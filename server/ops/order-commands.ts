import type { OpsClient } from './client.ts';
import { OpsError } from './client.ts';

export interface Command {
  usage: string;
  help: string;
  run(client: OpsClient, args: string[]): Promise<void>;
}

interface Moved {
  number: string;
  from: string;
  to: string;
  rewarded_referrer?: number;
  referral_refused?: string;
  mailed?: boolean;
}

/** `12`, `QMT-12` or `qmt-12` -> 12; anything else is refused before any call. */
export function parseOrderId(value: string | undefined): number {
  const match = /^(?:QMT-)?(\d{1,9})$/i.exec(value?.trim() ?? '');
  if (!match || Number(match[1]) === 0)
    throw new OpsError(`Give an order id, such as 12 or QMT-12 (got ${value === undefined ? 'nothing' : `'${value}'`}).`);
  return Number(match[1]);
}

/** What a command accepts: how many positional arguments (an order id) and which `--name value` options. */
export interface Takes {
  command: string;
  positional: number;
  options: readonly string[];
}

/**
 * `--name value` options after the positional arguments. With `takes`, anything else is refused before any call: a
 * mistyped `--trackin` was ignored, and the move went through without its tracking reference (an outside review).
 */
export function parseOptions(args: string[], takes?: Takes): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    if (takes && !takes.options.includes(arg.slice(2))) {
      const known = takes.options.map((option) => `--${option}`).join(' and ');
      throw new OpsError(`Unknown option ${arg} for ${takes.command}${known ? ` (it takes ${known})` : ' (it takes none)'}.`);
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) throw new OpsError(`Option ${arg} needs a value.`);
    options[arg.slice(2)] = value;
    i += 1;
  }
  if (takes && positional.length > takes.positional) {
    const extra = positional.slice(takes.positional).map((value) => `'${value}'`);
    const wanted = takes.positional === 0 ? 'no arguments' : 'one order id';
    throw new OpsError(`${takes.command} takes ${wanted}; remove ${extra.join(' ')}.`);
  }
  return { positional, options };
}

/** A command that takes nothing refuses anything given (`orders extra-arg` was read as `orders`). */
export function noArguments(command: string, args: string[]): void {
  parseOptions(args, { command, positional: 0, options: [] });
}

function report(moved: Moved): void {
  process.stdout.write(`${moved.number}: ${moved.from} -> ${moved.to}\n`);
  if (moved.rewarded_referrer) process.stdout.write(`Referral reward: £5.00 credited to the referrer (user ${moved.rewarded_referrer}).\n`);
  if (moved.referral_refused) process.stdout.write(`Referral: ${moved.referral_refused}.\n`);
  if (moved.mailed === false) process.stdout.write('Warning: the e-mail to the seller could not be sent (see the server log).\n');
  if (moved.mailed) process.stdout.write('The seller has been e-mailed.\n');
}

function move(name: string, help: string): Command {
  return {
    usage: `${name} <orderId>${name === 'transit' ? ' [--tracking <ref>]' : ''}`,
    help,
    async run(client, args) {
      const { positional, options } = parseOptions(args, { command: name, positional: 1, options: name === 'transit' ? ['tracking'] : [] });
      const id = parseOrderId(positional[0]);
      report(await client.call<Moved>('POST', `/api/ops/orders/${id}/${name}`, options.tracking ? { tracking: options.tracking } : undefined));
    },
  };
}

/** The order lifecycle commands (docs/product.md#4-states-and-transitions); each move is checked by the server (transitions.ts). */
export const orderCommands: Record<string, Command> = {
  orders: {
    usage: 'orders',
    help: 'list orders: id, status, seller, total, label (a failed label job shows its error; void or used once it no longer matters), a revised offer awaiting an answer, return',
    async run(client, args) {
      noArguments('orders', args);
      type Row = {
        number: string;
        status: string;
        seller: string;
        total: number;
        revised_offer: number | null;
        label: string;
        return: string | null;
      };
      const { orders } = await client.call<{ orders: Row[] }>('GET', '/api/ops/orders');
      if (orders.length === 0) return void process.stdout.write('No orders yet.\n');
      for (const order of orders) {
        const extra = [
          `label ${order.label}`,
          ...(order.revised_offer !== null ? [`revised offer £${order.revised_offer.toFixed(2)} awaiting the seller's answer`] : []),
          ...(order.return ? [`return ${order.return}`] : []),
        ].join(', ');
        process.stdout.write(
          `${order.number.padEnd(10)} ${order.status.padEnd(30)} ${order.seller.padEnd(36)} £${order.total.toFixed(2).padStart(8)}  ${extra}\n`,
        );
      }
    },
  },
  transit: move('transit', 'Submitted -> In Transit'),
  deliver: move('deliver', 'Submitted or In Transit -> Delivered - Awaiting Check-In'),
  checkin: move('checkin', 'Delivered -> Checked In - Under Review'),
  revise: {
    usage: 'revise <orderId> --price <pounds> --reason <text>',
    help: 'Checked In -> Revised - Awaiting Response; e-mails the seller',
    async run(client, args) {
      const { positional, options } = parseOptions(args, { command: 'revise', positional: 1, options: ['price', 'reason'] });
      const id = parseOrderId(positional[0]);
      const price = Number(options.price);
      if (options.price && /^\d+\.\d{3,}$/.test(options.price)) throw new OpsError('The revised price must be in pounds and pence, such as 120.50.');
      if (!options.price || !/^\d+(\.\d{1,2})?$/.test(options.price))
        throw new OpsError('Give the revised price in pounds with --price, such as --price 120.50.');
      // The server's own words for a price it refuses: "Give the revised price" read as if none had been given.
      if (price <= 0) throw new OpsError('The revised price must be at least £0.01.');
      if (!options.reason?.trim()) throw new OpsError('Give the reason for the revised quote with --reason "<text>".');
      report(await client.call<Moved>('POST', `/api/ops/orders/${id}/revise`, { price, reason: options.reason }));
    },
  },
  pay: move('pay', 'Checked In -> Awaiting Payout'),
  complete: move('complete', 'Awaiting Payout -> Completed (credits a referral reward on a friend’s first sale)'),
  cancel: move('cancel', 'any status before a revised quote -> Cancelled'),
  'return-sent': {
    usage: 'return-sent <orderId> --tracking <ref>',
    help: 'a returned device was posted back: records the tracking reference (shown to the seller)',
    async run(client, args) {
      const { positional, options } = parseOptions(args, { command: 'return-sent', positional: 1, options: ['tracking'] });
      const id = parseOrderId(positional[0]);
      if (!options.tracking?.trim()) throw new OpsError('Give the tracking reference with --tracking <ref>.');
      const sent = await client.call<{ number: string; tracking: string }>('POST', `/api/ops/orders/${id}/return-sent`, {
        tracking: options.tracking,
      });
      process.stdout.write(`${sent.number}: return sent, tracking ${sent.tracking}\n`);
    },
  },
  'expire-requotes': {
    usage: 'expire-requotes',
    help: 'cancel revised quotes unanswered for 14 days (device returned)',
    async run(client, args) {
      noArguments('expire-requotes', args);
      const { expired } = await client.call<{ expired: string[] }>('POST', '/api/ops/requotes/expire');
      process.stdout.write(
        expired.length === 0 ? 'No revised quotes have waited 14 days.\n' : `Cancelled, device to be returned: ${expired.join(', ')}\n`,
      );
    },
  },
};
