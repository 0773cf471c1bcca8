/**
 * Surviving mutants that were looked at and are left alive on purpose, each with its reason in one line (issue 19:
 * every survivor is killed or explained). A survivor matches an entry by file, mutator, replacement and a piece of
 * its original line, so an entry stops matching (and the survivor shows as unexplained) once that code changes.
 */
export const explainedMutants = [
  {
    file: 'src/offline/outbox/backoff.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    code: 'seconds > 0 ?',
    why: 'Equivalent: a Retry-After of 0 gives 0 ms either way, and a negative one (never sent) only lowers a value retryDelay takes the larger of.',
  },
  {
    file: 'src/offline/outbox/backoff.ts',
    mutator: 'EqualityOperator',
    replacement: 'seconds >= 0',
    code: 'seconds > 0 ?',
    why: 'Equivalent: Retry-After: 0 is 0 ms on both sides of the comparison.',
  },
  {
    file: 'src/offline/outbox/drain.ts',
    mutator: 'ArithmeticOperator',
    replacement: 'row.attempts - 1',
    code: "state: 'failed', attempts: row.attempts + 1",
    why: 'Not seller-visible: a failed row waits for the seller, its count only keys the failure toast (any change re-shows it) and Retry resets it to 0.',
  },
  {
    file: 'src/offline/outbox/drain.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "orderBy('seq')",
    why: 'Equivalent: Dexie takes an empty index name as the primary key, and the primary key is seq.',
  },
  {
    file: 'src/offline/outbox/lock.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "outboxLockName = 'qmt-outbox'",
    why: "Equivalent: every tab asks for the same name, so '' excludes as well; no other lock in the app is named ''.",
  },
  {
    file: 'src/offline/outbox/lock.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: "typeof navigator === 'undefined'",
    why: 'Equivalent where the outbox runs: browsers and jsdom define navigator; the guard only keeps Node tooling that imports the module from throwing.',
  },
  {
    file: 'src/offline/outbox/lock.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "typeof navigator === 'undefined'",
    why: 'Equivalent where the code runs, as above: navigator is always defined there.',
  },
  {
    file: 'server/http/sessions.ts',
    mutator: 'EqualityOperator',
    replacement: 'idleSince >= sessionPolicy.touchEveryMs',
    code: 'idleSince > sessionPolicy.touchEveryMs',
    why: 'Differs only when a call lands on the exact millisecond of the touch interval: one extra write of last-seen, invisible to anyone.',
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: "stored === 'visitor' ||",
    why: "Equivalent: callerScopes always includes 'visitor', so a visitor record still matches through scopes.includes.",
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "stored === 'visitor' ||",
    why: "Equivalent, as above: 'visitor' is always among the caller's scopes.",
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "hkdfSync('sha256', key, 'qmt-idempotency', 'secret', 32)",
    why: 'Equivalent: the HKDF salt and label only keep this key apart from other uses of the same input; sealing and opening use the same values.',
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "cipher.update(secret, 'utf8')",
    why: "Equivalent: Node's default string encoding is utf8.",
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: 'tryLockKey(tx, lockId(keyHash))',
    why: 'Only reachable with two transactions at once, which PGlite never runs: proved on PostgreSQL by tests/server/concurrency-once.test.ts (npm run test:postgres).',
  },
  {
    file: 'server/services/idempotency/idempotency-store.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    code: 'rows[0]?.locked === true',
    why: 'A refused lock needs two transactions at once (PostgreSQL only): proved by tests/server/concurrency-once.test.ts.',
  },
  {
    file: 'server/services/idempotency/idempotency-store.ts',
    mutator: 'OptionalChaining',
    replacement: 'rows[0].locked',
    code: 'rows[0]?.locked === true',
    why: 'Equivalent: pg_try_advisory_xact_lock always returns one row.',
  },
  {
    file: 'server/services/orders/checkout.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: 'if (!user) throw',
    why: 'Unreachable: the route runs only for a live session, and the session lookup joins the user row (a deleted user has no session).',
  },
  {
    file: 'server/services/orders/checkout.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: 'if (!user) throw',
    why: 'Unreachable, as above: no signed-in request reaches checkout without its user row.',
  },
  {
    file: 'server/http/sessions.ts',
    mutator: 'ObjectLiteral',
    replacement: '{}',
    code: 'reply.clearCookie(sessionHintCookie',
    why: "Equivalent here: @fastify/cookie clears with Path=/ by default and the hint is not HttpOnly; sessions-edges.test.ts checks the cleared hint's attributes.",
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: 'if (!request.idempotency) throw',
    why: "A developer guard: a route wrapped without the contract's idempotent flag fails at once; no client can reach it (idempotent-by-contract.test.ts checks every flagged route is wrapped).",
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'StringLiteral',
    replacement: '``',
    code: 'if (!request.idempotency) throw',
    why: "The developer guard's message, as above.",
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "scopes.push('visitor')",
    why: "Equivalent: the visitor scope's name is only compared with itself (a stored '' matches a caller's '').",
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: ".update('\\n')",
    why: "Equivalent in practice: the route ends in a path segment and the body's canonical JSON starts with {, [, a quote or a digit, so without the separator no two calls join to the same text.",
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'ConditionalExpression',
    replacement: 'true',
    code: "database.kind === 'pglite' ||",
    why: 'PostgreSQL only: mutants run on PGlite, where one session runs transactions one after another and the lock is skipped; the refused lock (409) is proved by tests/server/concurrency-once.test.ts under npm run test:postgres.',
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'LogicalOperator',
    replacement: "request.server.database.kind === 'pglite' && (await tryLockKey(tx, lockId(keyHash)))",
    code: "database.kind === 'pglite' ||",
    why: 'PostgreSQL only: mutants run on PGlite, where one session runs transactions one after another and the lock is skipped; the refused lock (409) is proved by tests/server/concurrency-once.test.ts under npm run test:postgres.',
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'EqualityOperator',
    replacement: "request.server.database.kind !== 'pglite'",
    code: "database.kind === 'pglite' ||",
    why: 'PostgreSQL only: mutants run on PGlite, where one session runs transactions one after another and the lock is skipped; the refused lock (409) is proved by tests/server/concurrency-once.test.ts under npm run test:postgres.',
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "database.kind === 'pglite' ||",
    why: 'PostgreSQL only: mutants run on PGlite, where one session runs transactions one after another and the lock is skipped; the refused lock (409) is proved by tests/server/concurrency-once.test.ts under npm run test:postgres.',
  },
  {
    file: 'server/http/idempotency/idempotent.ts',
    mutator: 'ConditionalExpression',
    replacement: 'false',
    code: 'if (!locked) throw',
    why: 'PostgreSQL only: mutants run on PGlite, where one session runs transactions one after another and the lock is skipped; the refused lock (409) is proved by tests/server/concurrency-once.test.ts under npm run test:postgres.',
  },
  {
    file: 'server/http/idempotency/idempotency-key.ts',
    mutator: 'StringLiteral',
    replacement: '""',
    code: "canonicalJson(object[key])}`).join(',')",
    why: 'Equivalent: each entry is a JSON string key, a colon and a self-delimiting JSON value, so entries joined with nothing still read back one way (unlike an array of numbers, which the fingerprint tests check).',
  },
];

/** The reason a survivor is left alive, or undefined when nobody has explained it. */
export function explanationFor(file, mutant, lineText) {
  const found = explainedMutants.find(
    (entry) =>
      entry.file === file &&
      entry.mutator === mutant.mutatorName &&
      entry.replacement === (mutant.replacement ?? '') &&
      lineText.includes(entry.code),
  );
  return found?.why;
}
