import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, importRetryFirstMs, importRetryMs, importUntilLoaded } from '@/lib/import-until-loaded.ts';

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
