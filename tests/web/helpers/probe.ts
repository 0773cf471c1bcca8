/**
 * A fetch stub that also answers the reachability probe (`HEAD /api/devices`, src/lib/api/reachability.ts), as the
 * real server does: the outbox asks it before a cancellable add's first try. `impl` sees every other request.
 */
export function answeringProbe(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    init?.method === 'HEAD' ? new Response(null, { status: 200 }) : impl(input, init);
}

/** The calls of a stubbed fetch that were not the probe. */
export function notProbes(calls: readonly unknown[][]): unknown[][] {
  return calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== 'HEAD');
}
