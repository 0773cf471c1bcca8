import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yield-to-browser.ts';

describe('yieldToBrowser', () => {
  it('resumes, and leaves no message port open behind it (an open one kept the build prerendering /quote alive)', async () => {
    const ports = () => process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
    const before = ports();
    for (let piece = 0; piece < 5; piece += 1) await yieldToBrowser();
    // A closed port is released on the next turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ports()).toBe(before);
  });
});
