/**
 * The modules the work after the first view needs, leaf first, so that each import evaluates about one file
 * (loadInPiecesAfterFirstView in src/lib/after-first-view.ts; docs/decisions/136-evaluate-modules-in-pieces.md).
 * An import here also makes the file a chunk of its own. The order follows the contract's imports: a file comes
 * after every file it imports, or it would evaluate them in its own piece.
 */
export const afterFirstViewModules: ReadonlyArray<() => Promise<unknown>> = [
  () => import('@/contract/common.ts'),
  () => import('@/contract/devices.ts'),
  () => import('@/contract/pricing.ts'),
  () => import('@/contract/validation.ts'),
  () => import('@/contract/questions.ts'),
  () => import('@/contract/selected-answers.ts'),
  () => import('@/contract/quote.ts'),
  () => import('@/contract/basket.ts'),
  () => import('@/contract/dashboard.ts'),
  () => import('@/contract/endpoint.ts'),
  () => import('@/contract/orders.ts'),
  () => import('@/contract/ops.ts'),
  () => import('@/contract/label-text.ts'),
  () => import('@/contract/users.ts'),
  () => import('@/contract/payment-details.ts'),
  () => import('@/contract/events.ts'),
  () => import('@/contract/marketing.ts'),
  () => import('@/contract/push.ts'),
  () => import('@/contract/support.ts'),
  () => import('@/contract/endpoints.ts'),
  () => import('@/contract/quote-answers.ts'),
  () => import('@/contract/worker.ts'),
  () => import('@/contract/index.ts'),
  () => import('dexie'),
  () => import('@/offline/db.ts'),
];
