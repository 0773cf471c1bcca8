import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy route modules: the first test to open one waits for Vite to transform its whole chunk, which
// takes over a second on a busy machine. findBy* waits up to 5 s (it still returns as soon as it matches).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so no scrollIntoView: the pages call it after a frame (error summary, the QR code on the
// confirmation). Scrolling is proved in the browser suite; here it must only not throw after a test has finished.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => cleanup());
// What a page keeps in localStorage (the badge last shown, consent, the session hint) is one test's, not the next's.
afterEach(() => localStorage.clear());
// The reachability rule remembers the last request's outcome: each test starts with the server reachable.
afterEach(async () => (await import('../../src/lib/api/reachability.ts')).resetReachability());

// The shell loads the typed client, its schemas, Dexie and the outbox on demand (first-load budget). Importing them here
// puts that one-off module transform before the tests, so a test's timeouts measure the app, not the bundler.
await Promise.all([
  import('../../src/contract/index.ts'),
  import('../../src/lib/api/call-api.ts'),
  import('../../src/offline/user-data.ts'),
  import('../../src/offline/outbox/index.ts'),
  import('../../src/app/shell/sync-status.tsx'),
]);
