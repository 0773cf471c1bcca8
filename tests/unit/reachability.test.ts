import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../src/contract/index.ts';
import { NetworkError, callApi } from '../../src/lib/api/call-api.ts';
import { answersNow, isKnownOffline, isReachable, reachability, resetReachability, subscribeReachability } from '../../src/lib/api/reachability.ts';

/** A fetch that never answers (lie-fi, hanging): it only ends when its signal does, as the browser's does. */
function hangingFetch() {
  return vi.fn(
    (_input: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      }),
  );
}

beforeEach(() => resetReachability());
afterEach(() => vi.unstubAllGlobals());

describe('the reachability rule (docs/offline.md#reachability: offline is not one state)', () => {
  it('a request that fails with no answer makes the server unreachable; any HTTP answer, even a 500, makes it reachable again', async () => {
    const heard: string[] = [];
    subscribeReachability(() => heard.push(reachability()));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(endpoints.getBasketCount)).rejects.toBeInstanceOf(NetworkError);
    expect(isReachable()).toBe(false);
    // Lie-fi: the browser does not say offline, so the outbox may still try.
    expect(isKnownOffline()).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(callApi(endpoints.getBasketCount)).rejects.toThrow();
    expect(isReachable()).toBe(true);
    expect(heard).toEqual(['unreachable', 'reachable']);
  });

  it('a hanging request gives up after its timeout with a NetworkError, and the server counts as unreachable', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const started = Date.now();
    await expect(callApi(endpoints.getBasketCount, { timeoutMs: 50 })).rejects.toBeInstanceOf(NetworkError);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(reachability()).toBe('unreachable');
  });

  it("the caller's own abort is a cancellation, not a verdict on the network", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();
    const call = callApi(endpoints.getBasketCount, { signal: controller.signal, timeoutMs: 5_000 });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(isReachable()).toBe(true);
  });

  it('answersNow asks the probe every time, even just after an answer (lie-fi may have begun since); any HTTP answer counts', async () => {
    const answer = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', answer);
    expect(await answersNow()).toBe(true);
    expect(answer).toHaveBeenCalledWith('/api/devices', expect.objectContaining({ method: 'HEAD' }));

    const silence = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', silence);
    expect(await answersNow()).toBe(false);
    expect(silence).toHaveBeenCalledTimes(1);
    expect(reachability()).toBe('unreachable');
    vi.stubGlobal('fetch', answer);
    expect(await answersNow()).toBe(true);
    expect(reachability()).toBe('reachable');
  });

  it('answersNow gives up on a probe that hangs: no answer within its 3 s', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    expect(await answersNow()).toBe(false);
    expect(reachability()).toBe('unreachable');
  });

  it('answersNow sends nothing while the browser says offline', async () => {
    const probe = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', probe);
    vi.stubGlobal('navigator', { onLine: false });
    expect(await answersNow()).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
