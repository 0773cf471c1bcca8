import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createRegistration, nextAddress } from './helpers/accounts.ts';

/**
 * No account enumeration by answer or by time (issue 4): 30 known and 30 unknown addresses, alternated; the
 * answers are identical, and for register and login (argon2-bound) neither path's median time, measured side by side
 * in the same run, is under half the other's (a ratio, not a number of milliseconds, so it holds on fast and slow
 * machines alike). The structural proofs (same argon2 work, answer before any lookup) are in
 * accounts-timing-structure.test.ts.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const tries = 30;
const known: string[] = [];
const password = 'the right passphrase';

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(password);
  const stamp = Date.now();
  for (let i = 0; i < tries * 3; i++) known.push(`known.${stamp}.${i}@example.test`);
  await t.database.db
    .insert(users)
    .values(known.map((email) => ({ email, passwordHash, firstName: 'Known', lastName: 'Seller', phone: '07700 900000' })));
});
afterAll(() => t.close());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
}

async function compare(url: string, payloadFor: (email: string) => object, knownEmails: string[]) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (let i = 0; i < tries; i++) {
    for (const kind of ['known', 'unknown'] as const) {
      const email = kind === 'known' ? knownEmails[i]! : `unknown.${Date.now()}.${i}@example.test`;
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url, payload: payloadFor(email), remoteAddress: nextAddress() });
      times[kind].push(performance.now() - started);
      answers.add(`${res.statusCode} ${res.body.replace(/"username":"[^"]+"/, '"username":"*"')}`);
    }
  }
  await t.app.background.drain();
  return { answers: [...answers], known: median(times.known), unknown: median(times.unknown) };
}

/** The unknown-account path costs at least half the known one, and the other way round. */
function expectSameCost(result: { known: number; unknown: number }) {
  expect(result.unknown).toBeGreaterThanOrEqual(result.known / 2);
  expect(result.known).toBeGreaterThanOrEqual(result.unknown / 2);
}

describe('no account enumeration', () => {
  // request-reset and resend: their time is proved by structure (accounts-timing-structure.test.ts: the answer comes
  // before any lookup, token or mail). Both answer in a few milliseconds, where a ratio of medians is noise.
  it('request-reset', async () => {
    const result = await compare('/api/users/request-reset', (email) => ({ email }), known.slice(0, tries));
    expect(result.answers).toHaveLength(1);
  });

  it('resend verification', async () => {
    const result = await compare('/api/users/resend-verification', (email) => ({ email }), known.slice(tries, tries * 2));
    expect(result.answers).toHaveLength(1);
  });

  it('register', async () => {
    const registration = createRegistration();
    const result = await compare('/api/users/register', (email) => ({ ...registration, username: email }), known.slice(tries * 2));
    expect(result.answers).toHaveLength(1);
    expectSameCost(result);
  });

  it('login with a wrong password and with an unknown address', async () => {
    const result = await compare('/api/users/login', (email) => ({ username: email, password: 'not the right one' }), known.slice(0, tries));
    expect(result.answers).toEqual(['401 {"success":false,"message":"Invalid username or password"}']);
    expectSameCost(result);
  });
});
