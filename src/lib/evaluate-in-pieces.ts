import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Imports these modules one after another, yielding to the browser after each one that took time, so each is
 * evaluated in a task of its own. A module graph imported at once evaluates in one task: a page whose first view
 * needs zod, the contract and Dexie was one 140-290 ms task at 4x CPU (issue 15). Modules already evaluated (the
 * work after the first view got there first) cost a resolved promise each and no yield.
 */
export async function evaluateInPieces(loads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const load of loads) {
    const started = performance.now();
    await load();
    if (performance.now() - started > 1) await yieldToBrowser();
  }
}
