/**
 * The modules whose guarantees matter most (issue 19), each mutated on its own with only the tests that speak
 * for it, so a run stays within a shared 2-core machine. `environment` picks the Vitest setup those tests need.
 * Mutants run on PGlite: the PostgreSQL races (concurrency-once.test.ts) are proved by `npm run test:postgres`.
 */
export const mutationModules = {
  outbox: {
    environment: 'web',
    mutate: [
      'src/offline/outbox/drain.ts',
      'src/offline/outbox/backoff.ts',
      'src/offline/outbox/lock.ts',
      'src/offline/outbox/enqueue.ts',
      'src/offline/outbox/complete-action.ts',
    ],
    tests: ['tests/web/outbox-engine.test.ts', 'tests/web/outbox-scheduler.test.ts', 'tests/web/outbox-edges.test.ts'],
  },
  pricing: {
    environment: 'unit',
    mutate: ['src/contract/pricing.ts', 'src/contract/quote-answers.ts', 'src/features/quote/model/answer-rules.ts'],
    tests: ['tests/unit/pricing.test.ts', 'tests/unit/quote-answer-rules.test.ts', 'tests/unit/quote-answer-check.test.ts'],
  },
  idempotency: {
    environment: 'server',
    mutate: [
      'server/http/idempotency/idempotent.ts',
      'server/http/idempotency/idempotency-key.ts',
      'server/services/idempotency/idempotency-store.ts',
    ],
    tests: [
      'tests/server/idempotency.test.ts',
      'tests/server/idempotent-replay.test.ts',
      'tests/server/idempotency-scope.test.ts',
      'tests/server/idempotency-edges.test.ts',
      'tests/server/idempotency-fingerprint.test.ts',
      'tests/server/idempotency-wrapper.test.ts',
    ],
  },
  'checkout-cashout': {
    environment: 'server',
    // Cash-out's rules moved from its route into services/referrals/cashout.ts (thin routes, issue 17).
    mutate: ['server/services/orders/checkout.ts', 'server/services/referrals/cashout.ts'],
    tests: [
      'tests/server/checkout.test.ts',
      'tests/server/order-lifecycle.test.ts',
      'tests/server/idempotent-replay.test.ts',
      'tests/server/checkout-cashout-edges.test.ts',
      'tests/server/amounts.test.ts',
    ],
  },
  'sessions-tokens': {
    environment: 'server',
    mutate: ['server/http/sessions.ts', 'server/services/auth/tokens.ts'],
    // accounts-limits holds the HTTPS listener test: Secure, __Host- prefixed session cookies.
    tests: [
      'tests/server/accounts-session.test.ts',
      'tests/server/accounts-tokens.test.ts',
      'tests/server/session-hint.test.ts',
      'tests/server/sessions-edges.test.ts',
      'tests/server/accounts-limits.test.ts',
    ],
  },
};
