import { afterEach, describe, expect, it, vi } from 'vitest';
import { importRetryMs, importUntilLoaded } from '@/lib/import-until-loaded.ts';

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
    await vi.advanceTimersByTimeAsync(importRetryMs);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(importRetryMs);
    await expect(loading).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
