import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazy route modules: the first test to open one waits for Vite to transform its whole chunk, which
// takes over a second on a busy machine. findBy* waits up to 5 s (it still returns as soon as it matches).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
