import { expect, test, type Page } from '@playwright/test';
import { readMailbox } from '../server/services/mail/read-mail.ts';
import { gotoHydrated } from './support/hydrated.ts';

// The forms against the real server: a success reaches the support inbox (an .eml in the server's DATA_DIR);
// failures are made by the network layer, since the real server accepts a valid form.
const dataDir = process.env.E2E_DATA_DIR!;

async function mailContaining(text: string) {
  await expect.poll(async () => (await readMailbox(dataDir)).some((mail) => mail.decoded.includes(text))).toBe(true);
  return (await readMailbox(dataDir)).find((mail) => mail.decoded.includes(text))!;
}

async function fill(scope: Page | ReturnType<Page['getByRole']>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(new RegExp(`^${label}`)).fill(value);
}

test.describe('Contact Us', () => {
  test('the help page modal sends a ticket, thanks the seller and closes itself, empty next time', async ({ page }) => {
    await gotoHydrated(page, '/help');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await fill(dialog, { Name: 'Erin Walsh', Email: 'erin.walsh@example.test' });
    await dialog.getByLabel(/^Message/).fill('Has my iPhone 13 arrived yet?');
    await expect(dialog.getByText('29/250')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(dialog.getByText('Thank you! We have received your message.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await mailContaining('Has my iPhone 13 arrived yet?');
    expect(mail.subject).toMatch(/^Support ticket #\d+ from Erin Walsh$/);
    expect(mail.raw).toMatch(/^Reply-To: erin\.walsh@example\.test$/m);

    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
  });

  test('on /contact a failing server shows the fallback inside the form, keeps it, and a retry gets through', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.route('**/api/support/ticket', (route) => route.fulfill({ status: 500, body: '' }));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await fill(form, { Name: 'Omar Haddad', Email: 'omar@example.test', Message: 'Please call me about order QMT-12.' });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to submit ticket. Please try again.');
    await expect(form.getByLabel(/^Message/)).toHaveValue('Please call me about order QMT-12.');

    await page.unroute('**/api/support/ticket');
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Thank you! We have received your message.')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toHaveValue('');
    await mailContaining('Please call me about order QMT-12.');
  });

  test('with no answer at all it says so, word for word', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.route('**/api/support/ticket', (route) => route.abort('connectionrefused'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await fill(form, { Name: 'Omar Haddad', Email: 'omar@example.test', Message: 'Hello' });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
    await expect(form.getByLabel(/^Name/)).toHaveValue('Omar Haddad');
  });

  test('bad input is reported beside each field and nothing is sent', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    let sent = 0;
    await page.route('**/api/support/ticket', (route) => {
      sent += 1;
      return route.continue();
    });
    const form = page.getByRole('form', { name: 'Contact Us' });
    await fill(form, { Name: 'x'.repeat(51), Email: 'not-an-email', Message: 'm'.repeat(251) });
    await expect(form.getByText('251/250')).toBeVisible();
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(form.getByText('Name must be 50 characters or less.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Message must be 250 characters or less.')).toBeVisible();
    await expect(form.getByLabel(/^Name/)).toBeFocused();
    expect(sent).toBe(0);
  });
});

test.describe('Request a Call Back', () => {
  test('reaches the business team and closes after the thank-you', async ({ page }) => {
    await gotoHydrated(page, '/business');
    await page.getByRole('button', { name: 'Request a Call Back' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a Call Back' });
    await fill(dialog, { Company: 'Brightwater Dental Ltd', Name: 'Grace Lee', Email: 'grace@brightwater.example', Phone: '020 7946 0321' });
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(dialog.getByText("Thank you! We'll be in touch shortly.")).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await mailContaining('Brightwater Dental Ltd');
    expect(mail.decoded).toContain('Phone: 020 7946 0321');
  });

  test('a failing server keeps the modal open with the call-back fallback and the details typed', async ({ page }) => {
    await gotoHydrated(page, '/business');
    await page.route('**/api/support/callback', (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }));
    await page.getByRole('button', { name: 'Request a Call Back' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request a Call Back' });
    await fill(dialog, { Company: 'Brightwater Dental Ltd', Name: 'Grace Lee', Email: 'grace@brightwater.example', Phone: '020 7946 0321' });
    await dialog.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to submit request. Please check your details.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Company/)).toHaveValue('Brightwater Dental Ltd');
  });
});

test.describe('Challenge Us (Best Price Promise)', () => {
  test('sends the competitor quote to the team', async ({ page }) => {
    await gotoHydrated(page, '/best-price-promise');
    await page.getByRole('button', { name: 'Challenge Us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Challenge Us' });
    await fill(dialog, { Name: 'Tom Price', Email: 'tom@example.test', 'Competitor \\*': 'GadgetCash', "Competitor's price": '312.40' });
    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(dialog.getByText('Quote submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await mailContaining('Competitor: GadgetCash');
    expect(mail.decoded).toMatch(/Competitor price: \S*312\.40/);
  });

  test('a server message is shown as it is, and a lost connection gets the Best Price wording', async ({ page }) => {
    await gotoHydrated(page, '/best-price-promise');
    await page.route('**/api/support/bpp', (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, message: 'You have sent several requests in a short time. Please try again in 10 minutes.' },
      }),
    );
    await page.getByRole('button', { name: 'Challenge Us' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Challenge Us' });
    await fill(dialog, { Name: 'Tom Price', Email: 'tom@example.test', 'Competitor \\*': 'GadgetCash', "Competitor's price": '312.40' });
    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have sent several requests in a short time. Please try again in 10 minutes.');

    await page.unroute('**/api/support/bpp');
    await page.route('**/api/support/bpp', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog.getByLabel(/^Competitor's price/)).toHaveValue('312.40');
  });
});
