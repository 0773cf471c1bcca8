import { afterEach, describe, expect, it } from 'vitest';
import { codeReloadGapMs, codeReloadKey, mayReloadForCode } from '@/lib/code-reload-budget.ts';

afterEach(() => sessionStorage.clear());

/** A page whose code is stuck is loaded again, but a file the server cannot give never makes it reload in a loop. */
describe('mayReloadForCode', () => {
  it('allows one reload, then none until codeReloadGapMs has passed', () => {
    const at = 1_000_000;
    expect(mayReloadForCode(at)).toBe(true);
    expect(sessionStorage.getItem(codeReloadKey)).toBe(String(at));
    expect(mayReloadForCode(at + 1)).toBe(false);
    expect(mayReloadForCode(at + codeReloadGapMs - 1)).toBe(false);
    expect(mayReloadForCode(at + codeReloadGapMs)).toBe(true);
  });
});
