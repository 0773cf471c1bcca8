import { afterEach, describe, expect, it } from 'vitest';
import { codeReloadGapMs, codeReloadKey, mayReloadForCode } from '@/lib/code-reload-budget.ts';
import { appStarter } from '@/prerender/app-loader.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A page whose code is stuck is loaded again, but a file the server cannot give never makes it reload in a loop. */
describe('mayReloadForCode', () => {
  it('allows one reload, then none until codeReloadGapMs has passed', () => {
    const at = 1_000_000;
    expect(mayReloadForCode(at)).toBe(true);
    expect(sessionStorage.getItem(codeReloadKey + location.pathname)).toBe(String(at));
    expect(mayReloadForCode(at + 1)).toBe(false);
    expect(mayReloadForCode(at + codeReloadGapMs - 1)).toBe(false);
    expect(mayReloadForCode(at + codeReloadGapMs)).toBe(true);
  });
});

/** The inline loader's copy of the rule (app-loader.ts), run as the page runs it. */
function inlineMayReload(): () => boolean {
  const source = /function mayReload\(\)\{.*?\}catch\(e\)\{return false\}\}/.exec(appStarter('/assets/index-x.js', 'now'))?.[0];
  if (!source) throw new Error('the inline loader has no mayReload');
  return new Function('reloadKey', `${source}; return mayReload;`)(codeReloadKey) as () => boolean;
}

/** Decision 208: pages whose code each failed once (a blip), opened one after another, each get their own reload. */
describe('the reload budget, per page', () => {
  it('a reload spent on one page leaves the next page its own; the same page again finds it spent', () => {
    window.history.pushState(null, '', '/login');
    expect(mayReloadForCode()).toBe(true);
    window.history.pushState(null, '', '/how-it-works');
    expect(mayReloadForCode()).toBe(true);
    window.history.pushState(null, '', '/login');
    expect(mayReloadForCode()).toBe(false);
  });

  it("the inline loader's copy keeps the same rule with the same key: one reload a minute per page, shared with the app's", () => {
    const mayReload = inlineMayReload();
    window.history.pushState(null, '', '/help');
    expect(mayReload()).toBe(true);
    expect(mayReloadForCode()).toBe(false);
    expect(mayReload()).toBe(false);
    window.history.pushState(null, '', '/sell-my-device');
    expect(mayReloadForCode()).toBe(true);
    expect(mayReload()).toBe(false);
    window.history.pushState(null, '', '/login');
    expect(mayReload()).toBe(true);
  });
});
