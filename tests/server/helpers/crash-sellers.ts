import { getQuestionsResponse, type QuoteRequest } from '@/contract/index.ts';
import { readMailbox } from '@server/services/mail/read-mail.ts';
import { HttpSeller } from './http-seller.ts';
import { bestAnswers, questionList } from './quote-fixtures.ts';

/** A quote request a real seller would send: iPhone 13, Quick Quote, every answer the best one. */
export async function iphoneQuote(seller: HttpSeller): Promise<QuoteRequest> {
  const found = getQuestionsResponse.parse(await seller.ok('POST', '/api/questions', { device_name: 'iPhone 13' }));
  return { deviceId: found.deviceId, quoteType: 'standard', selected_answers: bestAnswers('phone', questionList(found.questions, 'standard')) };
}

let counter = 0;

/** Registered, verified (through the mailed link), with an address saved: ready to check out. */
export async function readySeller(baseUrl: string, dataDir: string): Promise<HttpSeller & { username: string }> {
  counter += 1;
  const username = `crash.${Date.now()}.${counter}@example.test`;
  const seller = Object.assign(new HttpSeller(baseUrl), { username });
  await seller.ok('POST', '/api/users/register', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username,
    phone: '07700 900123',
    password: 'correct horse battery staple',
    marketingConsent: false,
    termsAndConditions: true,
  });
  const link = await mailedVerifyLink(dataDir, username);
  await seller.ok('GET', `/api/users/verify${new URL(link).search}`);
  await seller.ok('POST', '/api/users/profile', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '07700 900123',
    address_line1: '1 High Street',
    city: 'York',
    postcode: 'YO1 7HH',
  });
  return seller;
}

async function mailedVerifyLink(dataDir: string, to: string): Promise<string> {
  const pattern = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]+/g;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = (await readMailbox(dataDir)).filter((mail) => mail.to === to);
    const link = mails.flatMap((mail) => mail.decoded.match(pattern) ?? []).at(-1);
    if (link) return link;
    // The server writes the mail in the background, after it answered the registration.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${to}`);
}
