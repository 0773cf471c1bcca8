import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, freshAfterFailure, importRetryFirstMs, importRetryMs, importUntilLoaded } from '@/lib/import-until-loaded.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

afterEach(() => vi.useRealTimers());

/** A shell part whose chunk fails to download waits (its fallback shows) instead of failing into the error page. */
describe('importUntilLoaded', () => {
  it('stays pending after a failed download and loads when the browser is back online', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('the module');
    let settled: unknown = 'pending';
    const loading = importUntilLoaded(load).then(
      (value) => (settled = value),
      (error: unknown) => (settled = error),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe('pending');
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries again after a while when no 'online' event comes (lie-fi), as often as it takes", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('a')).mockRejectedValueOnce(new TypeError('b')).mockResolvedValue('the module');
    const loading = importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(importRetryFirstMs);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(importRetryFirstMs * 2);
    await expect(loading).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries again soon at first, then less often, never more than importRetryMs apart', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    void importUntilLoaded(load);
    const triedAt: number[] = [];
    for (let elapsed = 0; elapsed <= 100_000; elapsed += 500) {
      if (load.mock.calls.length > triedAt.length) triedAt.push(elapsed);
      await vi.advanceTimersByTimeAsync(500);
    }
    // The second try comes importRetryFirstMs after the first (an 'online' event a moment early, or failing lie-fi).
    expect(triedAt.slice(0, 4)).toEqual([0, importRetryFirstMs, importRetryFirstMs * 3, importRetryFirstMs * 7]);
    const gaps = triedAt.slice(1).map((at, i) => at - triedAt[i]!);
    expect(Math.max(...gaps)).toBe(importRetryMs);
  });

  it("starts the waits from the shortest again after an 'online' event whose try still failed (the event came early)", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    void importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(importRetryFirstMs * 3);
    expect(load).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(importRetryFirstMs);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('a tap, or the page shown again, tries at once (failing lie-fi sends no online event)', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    void importUntilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('the failed module named in the error (a new URL for browsers that keep a failed import)', () => {
  it('reads the URL from Chromium and Firefox messages, without a query it was tried under; none from Safari', () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4630/assets/sync-status-Ab1.js'))).toBe(
      'http://127.0.0.1:4630/assets/sync-status-Ab1.js',
    );
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: https://q.example/assets/menu-x.js?try=3'))).toBe(
      'https://q.example/assets/menu-x.js',
    );
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('Failed to fetch')).toBeNull();
  });
});

describe('freshAfterFailure (a browser that keeps a failed import: Debian Chromium 150)', () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  const page = 'http://127.0.0.1:4630/assets/catalogue-page-Ab1.js';

  it('after a failure that named the URL, the next try that fails again asks for the URL under a new ?try=N', async () => {
    const load = vi.fn().mockRejectedValue(failed(page));
    const asked: string[] = [];
    const importUrl = vi.fn((url: string) => (asked.push(url), asked.length === 1 ? Promise.reject(failed(url)) : Promise.resolve('the module')));
    const loadFresh = freshAfterFailure(load, importUrl);
    // The first failure is the signal going: nothing else is asked for until the next try.
    await expect(loadFresh()).rejects.toThrow(page);
    expect(importUrl).not.toHaveBeenCalled();
    await expect(loadFresh()).rejects.toThrow(page);
    await expect(loadFresh()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(new RegExp(`^${page}\\?try=\\d+$`));
    expect(asked[1]).toMatch(new RegExp(`^${page}\\?try=\\d+$`));
    expect(asked[1]).not.toBe(asked[0]);
  });

  it('a browser that fetches again gets the module under its own URL; an error with no URL (Safari) only tries load again', async () => {
    const importUrl = vi.fn(() => Promise.resolve('fresh'));
    const load = vi.fn().mockRejectedValueOnce(failed(page)).mockResolvedValue('own');
    const loadFresh = freshAfterFailure(load, importUrl);
    await expect(loadFresh()).rejects.toThrow();
    await expect(loadFresh()).resolves.toBe('own');
    const safari = freshAfterFailure(vi.fn().mockRejectedValue(new TypeError('Importing a module script failed.')), importUrl);
    await expect(safari()).rejects.toThrow();
    await expect(safari()).rejects.toThrow('Importing a module script failed.');
    expect(importUrl).not.toHaveBeenCalled();
  });

  it("lazyPage gives a route the module's named page component", async () => {
    function LoginPage() {
      return null;
    }
    await expect(lazyPage(() => Promise.resolve({ LoginPage }), 'LoginPage')()).resolves.toEqual({ Component: LoginPage });
  });
});
