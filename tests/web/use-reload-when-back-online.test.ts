import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { useReloadWhenBackOnline } from '../../src/app/pages/use-reload-when-back-online.ts';
import { codeReloadGapMs, codeReloadKey } from '../../src/lib/code-reload-budget.ts';

/**
 * A page whose code could not be downloaded. An outside review: a blip shorter than the check of the server, as the
 * chunk was asked for (or the chunk alone hanging while the API answered), left 'Unexpected Application Error!' for
 * good, as the server's answer was taken for a build replaced. It is now loaded again once, at most once a minute
 * (decision 206); back after a dead spot it is loaded again as before (decision 203).
 */
const answers = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null)),
  );
const silent = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
/** A reload for code happened `ago` ms back in this tab. */
const reloadedAgo = (ago: number) => sessionStorage.setItem(codeReloadKey + location.pathname, String(Date.now() - ago));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useReloadWhenBackOnline', () => {
  it('asks nothing and reloads nothing for a page that did not lose its code (a render error)', async () => {
    answers();
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(false, null, reload));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(result.current).toBe('checking');
  });

  it('the server answers at once: the page is loaded again once, still "checking" (no error page before it), and the reload is noted', async () => {
    answers();
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, null, reload));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(result.current).toBe('checking');
    expect(Number(sessionStorage.getItem(codeReloadKey + location.pathname))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('the code still missing after that reload (the reload spent): the error page, no second reload', async () => {
    answers();
    reloadedAgo(2_000);
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, null, reload));
    await waitFor(() => expect(result.current).toBe('answered'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a reload for code a minute ago or more does not count: the page is loaded again', async () => {
    answers();
    reloadedAgo(codeReloadGapMs);
    const reload = vi.fn();
    renderHook(() => useReloadWhenBackOnline(true, null, reload));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('no answer: it waits; back after the dead spot it loads the page again, even with the reload a minute spent', async () => {
    silent();
    reloadedAgo(2_000);
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, null, reload));
    await waitFor(() => expect(result.current).toBe('waiting'));
    expect(reload).not.toHaveBeenCalled();
    answers();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("an 'online' event during the first check: one reload, and the error page never shown meanwhile", async () => {
    const pending: Array<(response: Response) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve))),
    );
    const reload = vi.fn();
    const seen: string[] = [];
    renderHook(() => {
      const state = useReloadWhenBackOnline(true, null, reload);
      seen.push(state);
      return state;
    });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending.forEach((resolve) => resolve(new Response(null))));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seen).not.toContain('answered');
  });
});

/** `fetch` that answers the API check and treats the page's own file with `file`. */
const apiAnswersAnd = (file: (url: string) => Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/') ? new Response(null) : file(url))),
  );
const chunk = 'http://127.0.0.1:3961/assets/login-page-abc.js';
const fileCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => url === chunk).length;
const apiCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/')).length;

/**
 * Lie-fi failing only the page's file while the API answers, under fake timers (the waits between tries): `run` gets
 * the page's reload and `letThrough`, which brings the file back. The page's reload is spent unless told otherwise.
 */
async function withFileLineDown(
  run: (line: { reload: Mock<() => void>; letThrough: () => void }) => Promise<void>,
  { reloadSpent = true } = {},
): Promise<void> {
  let fileLineUp = false;
  apiAnswersAnd(async () => (fileLineUp ? new Response('export {}') : Promise.reject(new TypeError('Failed to fetch'))));
  if (reloadSpent) reloadedAgo(2_000);
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await run({ reload: vi.fn<() => void>(), letThrough: () => (fileLineUp = true) });
  } finally {
    vi.useRealTimers();
  }
}

describe('useReloadWhenBackOnline, per page (decision 208)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pages whose code each failed once, opened one after another, each get their own reload; the same page again within the minute does not', async () => {
    answers();
    for (const path of ['/login', '/how-it-works', '/best-price-promise', '/help']) {
      window.history.pushState(null, '', path);
      const reload = vi.fn();
      const { result, unmount } = renderHook(() => useReloadWhenBackOnline(true, null, reload));
      await waitFor(() => expect(reload, path).toHaveBeenCalledTimes(1));
      expect(result.current).toBe('checking');
      unmount();
    }
    // The reload keeps the address: the login page, failing again, finds its reload spent, so it can never loop.
    window.history.pushState(null, '', '/login');
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, null, reload));
    await waitFor(() => expect(result.current).toBe('answered'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("lie-fi failing only the page's file after its reload: it waits in calm words, then loads the page again once the file answers", async () => {
    await withFileLineDown(async ({ reload, letThrough }) => {
      const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload));
      await waitFor(() => expect(result.current).toBe('waiting'));
      expect(fileCalls()).toBe(1);
      // Not hammered: asked again after 2 s, then 4 s.
      await act(() => vi.advanceTimersByTimeAsync(1_900));
      expect(fileCalls()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(fileCalls()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(3_800));
      expect(fileCalls()).toBe(2);
      expect(reload).not.toHaveBeenCalled();
      expect(result.current).toBe('waiting');
      letThrough();
      await act(() => vi.advanceTimersByTimeAsync(300));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(fileCalls()).toBe(3);
    });
  });

  it('a tap on the waiting page asks for the file at once (its waits had grown to 30 s), and loads the page once it answers', async () => {
    await withFileLineDown(async ({ reload, letThrough }) => {
      const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload));
      await waitFor(() => expect(result.current).toBe('waiting'));
      // Tries after 2, 4, 8 and 16 s: the next waits 30 s.
      await act(() => vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 100));
      expect(fileCalls()).toBe(5);
      letThrough();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(fileCalls()).toBe(5);
      act(() => void window.dispatchEvent(new Event('pointerdown')));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(fileCalls()).toBe(6);
    });
  });

  it('taps while the file is being asked for start no second chain of tries', async () => {
    apiAnswersAnd(async () => Promise.reject(new TypeError('Failed to fetch')));
    reloadedAgo(2_000);
    const reload = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload));
      await waitFor(() => expect(result.current).toBe('waiting'));
      for (let tap = 0; tap < 3; tap += 1) act(() => void window.dispatchEvent(new Event('pointerdown')));
      await act(() => vi.advanceTimersByTimeAsync(100));
      const afterTaps = fileCalls();
      // From here one chain: 2 s, then 4 s.
      await act(() => vi.advanceTimersByTimeAsync(2_000 + 4_000));
      expect(fileCalls()).toBe(afterTaps + 2);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a file missing for good (a real 404) after the reload: the error page at once, no reload, and nothing asked again', async () => {
    apiAnswersAnd(async () => new Response('Not found', { status: 404 }));
    reloadedAgo(2_000);
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload));
    await waitFor(() => expect(result.current).toBe('answered'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reload).not.toHaveBeenCalled();
    expect(fileCalls()).toBe(1);
  });

  it('the file is not asked while the page may still be loaded again once', async () => {
    apiAnswersAnd(async () => new Response('Not found', { status: 404 }));
    const reload = vi.fn();
    renderHook(() => useReloadWhenBackOnline(true, chunk, reload));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fileCalls()).toBe(0);
  });
});

describe('useReloadWhenBackOnline, code that hung (decision 212)', () => {
  it("the page's file still hanging while the API answers: 'waiting' at once, with no reload that would hang again, then the page loaded once the file answers", async () => {
    await withFileLineDown(
      async ({ reload, letThrough }) => {
        const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload, { hung: true }));
        await waitFor(() => expect(result.current).toBe('waiting'));
        expect(reload).not.toHaveBeenCalled();
        expect(apiCalls()).toBe(0);
        expect(fileCalls()).toBe(1);
        letThrough();
        await act(() => vi.advanceTimersByTimeAsync(2_100));
        await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      },
      { reloadSpent: false },
    );
  });

  it('the file answering at once (the hang is over): the page is loaded again once, and the reload noted', async () => {
    apiAnswersAnd(async () => new Response('export {}'));
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, chunk, reload, { hung: true }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(result.current).toBe('checking');
    expect(fileCalls()).toBe(1);
  });

  it('the file answering, yet the page hanging again after its reload (a file it imports hangs): it waits, and is loaded again once its minute is up, never the error page', async () => {
    apiAnswersAnd(async () => new Response('export {}'));
    reloadedAgo(2_000);
    const reload = vi.fn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const seen: string[] = [];
      renderHook(() => {
        const state = useReloadWhenBackOnline(true, chunk, reload, { hung: true });
        seen.push(state);
        return state;
      });
      await waitFor(() => expect(seen).toContain('waiting'));
      await act(() => vi.advanceTimersByTimeAsync(codeReloadGapMs - 2_000 - 500));
      expect(reload).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(seen).not.toContain('answered');
    } finally {
      vi.useRealTimers();
    }
  });
});
