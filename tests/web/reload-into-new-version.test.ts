import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadFallbackMs, reloadIntoNewVersion } from '../../src/app/pwa/reload-into-new-version.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp(skipWaiting: () => Promise<void> = async () => undefined) {
  const workers = new EventTarget();
  const reload = vi.fn();
  reloadIntoNewVersion(skipWaiting, { reload, workers });
  return { workers, reload };
}

describe('Reload on "A new version is available"', () => {
  it('asks the waiting worker to skip waiting and reloads once it controls the page, not before', async () => {
    const skipWaiting = vi.fn(async () => undefined);
    const { workers, reload } = setUp(skipWaiting);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(reloadFallbackMs - 1);
    expect(reload).not.toHaveBeenCalled();

    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when no controller change comes (a tap on Reload is never ignored), and only once', async () => {
    const { workers, reload } = setUp();
    await vi.advanceTimersByTimeAsync(reloadFallbackMs);
    expect(reload).toHaveBeenCalledTimes(1);
    workers.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(reloadFallbackMs);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when the message to the worker fails', async () => {
    const { reload } = setUp(async () => {
      throw new Error('no waiting worker');
    });
    await vi.advanceTimersByTimeAsync(reloadFallbackMs);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
