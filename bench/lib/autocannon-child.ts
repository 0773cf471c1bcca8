import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon 9 appends every response body to a string (`req.body += data`, its issue #485): a UTF-8 decode per
 * chunk, which for the catalogue's 2.9 KB of gzip bytes cost this client more than the server spent answering
 * (2026-12-05: a bare route sending those bytes ran at 41,000 req/s so, 74,000 without the decode). A browser keeps
 * compressed bytes as bytes. The bench reads no body (no `expectBody`, `verifyBody` or `onResponse`; load-client.ts
 * leaves them out of its type), so the queue here only counts them. Every row, the hello's included, runs so.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void; peek(): { bodyBytes?: number } | undefined };
};
PipelinedRequestsQueue.prototype.addBody = function addBody(data) {
  const request = this.peek();
  if (request) request.bodyBytes = (request.bodyBytes ?? 0) + data.length;
};

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
