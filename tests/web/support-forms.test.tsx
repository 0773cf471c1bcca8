import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BestPriceForm, CallbackForm, ContactUsDialog, SupportTicketForm } from '../../src/components/support/index.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** fetch answering one support call; anything else fails the test. Returns the bodies that were sent. */
function stubSupportApi(path: string, answer: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST' || String(input) !== path) throw new Error(`Unexpected request ${String(input)}`);
      sent.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const ok = (message: string) => () => json({ success: true, message });

describe('Contact Us (support ticket) form', () => {
  it('counts the message against 250 and reports a longer one without sending', async () => {
    const sent = stubSupportApi('/api/support/ticket', ok('x'));
    const user = userEvent.setup();
    render(<SupportTicketForm />);
    expect(screen.getByText('0/250')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Message/), 'Hello there');
    expect(screen.getByText('11/250')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Message/));
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste('m'.repeat(251));
    expect(screen.getByText('251/250')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Sam');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getByText('Message must be 250 characters or less.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('marks every missing field with the spec message, focuses the first, and sends nothing', async () => {
    const sent = stubSupportApi('/api/support/ticket', ok('x'));
    const user = userEvent.setup();
    render(<SupportTicketForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getAllByText('Please fill in all required fields.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    // Editing a field clears its message.
    await user.type(screen.getByLabelText(/^Name/), 'S');
    expect(screen.getAllByText('Please fill in all required fields.')).toHaveLength(2);
  });

  it('rejects a name over 50 characters and a malformed e-mail', async () => {
    stubSupportApi('/api/support/ticket', ok('x'));
    const user = userEvent.setup();
    render(<SupportTicketForm />);
    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('n'.repeat(51));
    await user.type(screen.getByLabelText(/^Email/), 'sam@');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getByText('Name must be 50 characters or less.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('sends, shows the success message, then empties the form after 1.5 s', async () => {
    let answer!: (response: Response) => void;
    const sent = stubSupportApi('/api/support/ticket', () => new Promise<Response>((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<SupportTicketForm onDone={onDone} />);
    await user.type(screen.getByLabelText(/^Name/), 'Sam Jones');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await user.type(screen.getByLabelText(/^Message/), 'Where is my label?');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    answer(json({ success: true, message: 'Thank you! We have received your message.' }));
    expect(await screen.findByText('Thank you! We have received your message.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Sam Jones', email: 'sam@example.test', message: 'Where is my label?' }]);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 2500 });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it.each([
    [
      'the server message when it sends one',
      () => json({ success: false, message: 'You have sent several requests in a short time. Please try again in 10 minutes.' }, 429),
      'You have sent several requests in a short time. Please try again in 10 minutes.',
    ],
    ['the fallback when it sends none', () => new Response('', { status: 502 }), 'Failed to submit ticket. Please try again.'],
    [
      'the network message when there is no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Something went wrong. Please try again later.',
    ],
  ])('shows %s in a banner inside the form and keeps what was typed', async (_case, answer, message) => {
    stubSupportApi('/api/support/ticket', answer);
    const user = userEvent.setup();
    render(<SupportTicketForm />);
    await user.type(screen.getByLabelText(/^Name/), 'Sam Jones');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await user.type(screen.getByLabelText(/^Message/), 'Where is my label?');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Sam Jones');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Where is my label?');
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });
});

describe('Request a Call Back form', () => {
  it('requires company, name, e-mail and phone, checks the phone, and leaves the message optional', async () => {
    const sent = stubSupportApi('/api/support/callback', ok("Thank you! We'll be in touch shortly."));
    const user = userEvent.setup();
    render(<CallbackForm />);
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(screen.getAllByText('Please fill in all required fields.')).toHaveLength(4);
    await user.type(screen.getByLabelText(/^Company/), 'Northwind');
    await user.type(screen.getByLabelText(/^Name/), 'Priya');
    await user.type(screen.getByLabelText(/^Email/), 'priya@northwind.example');
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '0161 496 0123');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByText("Thank you! We'll be in touch shortly.")).toBeInTheDocument();
    expect(sent).toEqual([{ company: 'Northwind', name: 'Priya', email: 'priya@northwind.example', phone: '0161 496 0123', message: '' }]);
  });

  it('shows the call-back fallback when the server answers without a message', async () => {
    stubSupportApi('/api/support/callback', () => new Response('', { status: 500 }));
    const user = userEvent.setup();
    render(<CallbackForm />);
    await user.type(screen.getByLabelText(/^Company/), 'Northwind');
    await user.type(screen.getByLabelText(/^Name/), 'Priya');
    await user.type(screen.getByLabelText(/^Email/), 'priya@northwind.example');
    await user.type(screen.getByLabelText(/^Phone/), '01614960123');
    await user.click(screen.getByRole('button', { name: 'Request a Call Back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit request. Please check your details.');
  });
});

describe('Challenge Us (Best Price Promise) form', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>, price: string) {
    await user.type(screen.getByLabelText(/^Name/), 'Alex Brown');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.test');
    await user.type(screen.getByLabelText(/^Competitor \*/), 'PhoneBuyer UK');
    await user.type(screen.getByLabelText(/^Competitor's price/), price);
  }

  it('sends the price as a number of pounds and shows the quote success', async () => {
    const sent = stubSupportApi('/api/support/bpp', ok('Quote submitted successfully!'));
    const user = userEvent.setup();
    render(<BestPriceForm />);
    await fillRequired(user, '£1,245.50');
    await user.click(screen.getByRole('button', { name: 'Submit Quote' }));
    expect(await screen.findByText('Quote submitted successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Alex Brown', email: 'alex@example.test', competitor: 'PhoneBuyer UK', price: 1245.5, message: '' }]);
  });

  it('reports a price that is not a number, and the Best Price network message', async () => {
    stubSupportApi('/api/support/bpp', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(<BestPriceForm />);
    await fillRequired(user, 'lots');
    await user.click(screen.getByRole('button', { name: 'Submit Quote' }));
    expect(screen.getByText('Please enter a price in pounds, such as 120.00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Competitor's price/));
    await user.type(screen.getByLabelText(/^Competitor's price/), '99');
    await user.click(screen.getByRole('button', { name: 'Submit Quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText(/^Competitor \*/)).toHaveValue('PhoneBuyer UK');
  });
});

describe('Contact Us modal', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Contact Us
        </button>
        <ContactUsDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  }

  it('closes itself 1.5 s after a success and opens again with an empty form', async () => {
    stubSupportApi('/api/support/ticket', ok('Thank you! We have received your message.'));
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@example.test');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Ticket' }));
    expect(await within(dialog).findByText('Thank you! We have received your message.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contact Us' })).not.toBeInTheDocument(), { timeout: 2500 });
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});
