/**
 * TanStack Query keys used by more than one part of the app (the shell's basket badge is read in app/ and
 * invalidated by features), written once so an invalidation can never miss by a typo.
 */
export const queryKeys = {
  /** Everything about the basket (its count and contents): invalidated whole when the basket changes hands. */
  basket: ['basket'] as const,
  basketCount: ['basket', 'count'] as const,
  basketContents: ['basket', 'contents'] as const,
  /**
   * How the queued rows will move the basket's count (adds less removals), kept here by the outbox's watcher (never
   * fetched). Outside `basket`, so a basket changing hands does not drop what is still queued.
   */
  queuedBasketChange: ['outbox', 'basket-change'] as const,
  questions: (deviceId: number) => ['questions', deviceId] as const,
  popular: ['dashboard', 'popular'] as const,
  /** GET /api/users/details: the dashboard and the checkout's address step read it. */
  userDetails: ['user-details'] as const,
};
