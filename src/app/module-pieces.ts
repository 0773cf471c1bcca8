/**
 * The modules the work after the first view needs, leaf first, so that each import evaluates about one file
 * (loadInPiecesAfterFirstView in src/lib/after-first-view.ts; docs/decisions/136-evaluate-modules-in-pieces.md).
 * An import here also makes the file a chunk of its own. The order follows the contract's imports: a file comes
 * after every file it imports, or it would evaluate them in its own piece. Only the groups that work uses (the
 * catalogue, the basket, the session): the account, orders and support schemas evaluate when a page needs them
 * (docs/decisions/155-contract-in-groups.md).
 */
export const afterFirstViewModules: ReadonlyArray<() => Promise<unknown>> = [
  // zod itself, in its three chunks (the core's schema types, its factories, then the classic API), before the first
  // schema file builds schemas with it.
  () => import('./pieces/zod-core.ts'),
  () => import('./pieces/zod-api.ts'),
  () => import('./pieces/zod-classic.ts'),
  () => import('@/contract/common.ts'),
  () => import('@/contract/devices.ts'),
  () => import('@/contract/pricing.ts'),
  () => import('@/contract/validation.ts'),
  () => import('@/contract/questions.ts'),
  () => import('@/contract/selected-answers.ts'),
  () => import('@/contract/quote.ts'),
  () => import('@/contract/dashboard.ts'),
  () => import('@/contract/endpoint.ts'),
  () => import('@/contract/catalogue-endpoints.ts'),
  () => import('@/contract/basket.ts'),
  () => import('@/contract/basket-endpoints.ts'),
  () => import('@/contract/session.ts'),
  () => import('@/contract/worker.ts'),
  () => import('dexie'),
  () => import('@/offline/db.ts'),
];
