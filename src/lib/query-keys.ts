/**
 * TanStack Query keys used by more than one part of the app (the shell's basket badge is read in app/ and
 * invalidated by features), written once so an invalidation can never miss by a typo.
 */
export const queryKeys = {
  basketCount: ['basket', 'count'] as const,
  questions: (deviceId: number) => ['questions', deviceId] as const,
  popular: ['dashboard', 'popular'] as const,
};
