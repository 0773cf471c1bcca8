import type { Plugin } from 'vite';

/** React DOM's production client, where its sentinels are made. */
const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `Error(formatProdErrorMessage(N))` as a module-level value: the sentinels React compares thrown values with. */
const sentinel = /(\b[A-Za-z]+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/g;
/** An Error's prototype and message without an Error's construction: nothing asks V8 for a stack trace. */
const helper = '\nfunction qmtStacklessError(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';

/**
 * React DOM makes five Error objects while its module evaluates (SuspenseException and its kin, which it only ever
 * compares by identity). Under DevTools' Runtime domain, as Lighthouse and Playwright run a page, V8 records each new
 * Error's stack with line and column, and to do so parses React DOM's whole module function a second time: about 50 ms
 * at 4x CPU inside the app's first task (docs/decisions/196). This plugin makes those five values without constructing
 * an Error: same prototype, same message, no stack, so nothing is parsed again. React never reads their stack, and
 * `instanceof Error` holds. A phone without DevTools never paid the cost; the measured pages no longer do either.
 * `expected` is how many sentinels the build must find: a React upgrade that changes them fails the build, not quietly.
 */
export function reactSentinelsWithoutStacks(expected = 5): Plugin {
  return {
    name: 'qmt:react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!reactDomClient.test(id)) return null;
      let found = 0;
      const out = code.replace(sentinel, (_match, assignment: string, message: string) => {
        found += 1;
        return `${assignment}qmtStacklessError(${message})`;
      });
      if (found !== expected) throw new Error(`react-sentinels: expected ${expected} sentinels in ${id}, found ${found}`);
      // Appended, not prepended: a declaration is hoisted, and the file's 'use strict' must stay its first statement.
      return { code: out + helper, map: null };
    },
  };
}
