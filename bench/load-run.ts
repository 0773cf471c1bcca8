import type { QuoteRequest, RegisterBody } from '../src/contract/index.ts';
import { createProfile } from '../tests/factories/profile.ts';
import { SellerClient, type CallRecord } from './lib/client.ts';
import { MailboxWatcher } from './lib/mailbox.ts';
import type { Row } from './lib/row.ts';
import { percentile, round } from './lib/stats.ts';

const sellers = 200;
/** A published valid pair of the Vocalink modulus check (as the checkout tests use). */
const bank = { sort_code: '08-99-99', account_number: '66374958' };
const address = createProfile();
const calls = ['register', 'verify e-mail', 'quote (calculate)', 'add to basket', 'address (profile)', 'checkout'] as const;

function registration(index: number): RegisterBody {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `bench.${process.pid}.${index}@example.test`,
    phone: '07700 900123',
    password: 'correct horse battery staple',
    marketingConsent: false,
    termsAndConditions: true,
  };
}

/** One seller, start to order: each call through the real endpoints of src/contract/endpoints.ts. */
async function sell(client: SellerClient, records: CallRecord[], mailbox: MailboxWatcher, index: number, quote: QuoteRequest): Promise<void> {
  const seller = registration(index);
  await client.call('register', 'register', { body: seller });
  const link = await mailbox.linkFor(seller.username).catch((error: unknown) => {
    records.push({ call: 'verify e-mail', ms: 0, ok: false, error: String(error) });
    throw error;
  });
  await client.call('verify e-mail', 'verifyEmail', { search: link.search });
  await client.call('quote (calculate)', 'calculateQuote', { body: quote });
  await client.call('add to basket', 'addToBasket', { body: quote });
  await client.call('address (profile)', 'updateProfile', { body: address });
  await client.call('checkout', 'checkout', { body: bank });
}

/**
 * 200 simulated sellers at once against the real server (all from 127.0.0.1, hence RATE_LIMIT_SCALE): register,
 * open the mailed verification link, quote, add to basket, give an address, check out. Errors and p95 per call.
 */
export async function loadRun(baseUrl: string, dataDir: string, quotes: QuoteRequest[]): Promise<Row[]> {
  const records: CallRecord[] = [];
  const mailbox = new MailboxWatcher(dataDir, '/verify-email');
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: sellers }, (_, index) => sell(new SellerClient(baseUrl, records), records, mailbox, index, quotes[index % quotes.length]!)),
  );
  const seconds = round((performance.now() - started) / 1000, 1);
  const completed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  const failures = records.filter((record) => !record.ok);
  const firstErrors = [...new Set(failures.map((failure) => `${failure.call}: ${failure.error}`))].slice(0, 3);
  const rows: Row[] = [
    {
      figure: `load run: ${sellers} concurrent sellers, errors`,
      value: failures.length,
      unit: `errors (${completed} orders placed in ${seconds} s)`,
      goal: '0 errors',
      ok: failures.length === 0 && completed === sellers,
      method: `${sellers} sellers started at once over loopback, each: ${calls.join(', ')} (the verification link read from DATA_DIR/mail); a seller stops at its first error${firstErrors.length ? `; first errors: ${firstErrors.join('; ')}` : ''}`,
    },
  ];
  for (const call of calls) {
    const mine = records.filter((record) => record.call === call);
    const errors = mine.filter((record) => !record.ok).length;
    const p95 = percentile(
      mine.map((record) => record.ms),
      95,
    );
    // Register hashes a password (argon2, deliberately slow): it has no time goal, only no errors.
    const timed = call !== 'register';
    rows.push({
      figure: `load run p95: ${call}`,
      value: round(p95),
      unit: `ms (${mine.length} calls, ${errors} errors, p50 ${round(
        percentile(
          mine.map((record) => record.ms),
          50,
        ),
      )} ms)`,
      goal: timed ? '<= 300 ms, 0 errors' : '0 errors',
      ok: errors === 0 && mine.length === sellers && (!timed || p95 <= 300),
      method: 'client-side time per call, from the request to the whole response body',
    });
  }
  return rows;
}
