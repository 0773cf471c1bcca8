import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/**
 * One autocannon run in a process of its own (bench/lib/load-client.ts starts it): the options as JSON in argv[2],
 * the result's figures as JSON on stdout. `freshIdempotencyKey` gives each request a new Idempotency-Key (a function
 * cannot cross the process boundary).
 */
interface ChildOptions extends Omit<autocannon.Options, 'requests'> {
  requests?: (autocannon.Request & { freshIdempotencyKey?: boolean })[];
}

const options = JSON.parse(process.argv[2]!) as ChildOptions;
const requests = options.requests?.map(({ freshIdempotencyKey, ...request }) =>
  freshIdempotencyKey
    ? { ...request, setupRequest: (sent: autocannon.Request) => ({ ...sent, headers: { ...sent.headers, 'idempotency-key': randomUUID() } }) }
    : request,
);
const result = await autocannon({ ...options, ...(requests ? { requests } : {}) });
process.stdout.write(
  JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors }),
);
