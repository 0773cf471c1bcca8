import { afterEach, describe, expect, it } from 'vitest';
import { reportAnswered, resetReachability } from '../../src/lib/api/reachability.ts';
import { readOrLastKnown } from '../../src/features/dashboard/api/last-known-read.ts';

/**
 * A CI run: Marketing Preferences shown, the signal cut and the page reloaded at once, and the page said the
 * preferences were not saved on this device: the copy was written after the answer showed, and the reload lost it.
 */
afterEach(() => resetReachability());

describe('a dashboard read that answers', () => {
  it('is kept on the device before the page gets it', async () => {
    reportAnswered();
    const kept: string[] = [];
    let finishWrite: () => void = () => undefined;
    const store = (value: { name: string }) =>
      new Promise<void>((resolve) => {
        finishWrite = () => {
          kept.push(value.name);
          resolve();
        };
      });
    let shown = false;
    const read = readOrLastKnown(
      async () => ({ name: 'Dafydd' }),
      store,
      async () => null,
    ).then((value) => {
      shown = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    finishWrite();
    expect(await read).toEqual({ name: 'Dafydd' });
    expect(kept).toEqual(['Dafydd']);
  });

  it('still shows when the device cannot keep it', async () => {
    reportAnswered();
    const value = await readOrLastKnown(
      async () => ({ name: 'Siobhán' }),
      () => Promise.reject(new Error('QuotaExceededError')),
      async () => null,
    );
    expect(value).toEqual({ name: 'Siobhán' });
  });
});
