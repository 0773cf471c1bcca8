import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const reloadedAgo = (ago: number) => sessionStorage.setItem(codeReloadKey, String(Date.now() - ago));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useReloadWhenBackOnline', () => {
  it('asks nothing and reloads nothing for a page that did not lose its code (a render error)', async () => {
    answers();
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(false, reload));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(result.current).toBe('checking');
  });

  it('the server answers at once: the page is loaded again once, still "checking" (no error page before it), and the reload is noted', async () => {
    answers();
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, reload));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(result.current).toBe('checking');
    expect(Number(sessionStorage.getItem(codeReloadKey))).toBeGreaterThan(Date.now() - 5_000);
  });

  it('the code still missing after that reload (the reload spent): the error page, no second reload', async () => {
    answers();
    reloadedAgo(2_000);
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, reload));
    await waitFor(() => expect(result.current).toBe('answered'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a reload for code a minute ago or more does not count: the page is loaded again', async () => {
    answers();
    reloadedAgo(codeReloadGapMs);
    const reload = vi.fn();
    renderHook(() => useReloadWhenBackOnline(true, reload));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('no answer: it waits; back after the dead spot it loads the page again, even with the reload a minute spent', async () => {
    silent();
    reloadedAgo(2_000);
    const reload = vi.fn();
    const { result } = renderHook(() => useReloadWhenBackOnline(true, reload));
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
      const state = useReloadWhenBackOnline(true, reload);
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
