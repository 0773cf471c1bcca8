import { paths } from '../shared/paths.ts';

/**
 * The pages the shell renders in the browser whose first view needs zod, the contract and Dexie: the shell asks for
 * their chunks at once (scripts/route-preloads.ts, from vite.config.ts), and the router evaluates those modules one
 * per task before the page (router.tsx). Each path names its page modules, relative to the project root.
 */
export const preloadedPages: Readonly<Record<string, readonly string[]>> = {
  [paths.quote]: ['src/features/quote/quote-page.tsx'],
  [paths.basket]: ['src/features/basket/basket-page.tsx'],
};
