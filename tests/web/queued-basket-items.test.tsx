import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportAnswered, reportUnanswered, resetReachability } from '@/lib/api/reachability.ts';
import { QueuedBasketItems } from '@/features/basket/components/queued-basket-items.tsx';
import type { QueuedAdd } from '@/features/basket/model/use-queued-adds.ts';

const add = (overrides: Partial<QueuedAdd>): QueuedAdd => ({
  opId: crypto.randomUUID(),
  name: 'iPhone 13',
  imageUrl: null,
  estimate: 170,
  estimated: true,
  state: 'queued',
  lastError: null,
  cancellable: false,
  ...overrides,
});

describe('queued devices in the basket: the price the seller saw, named for what it was', () => {
  it('an offline estimate says Estimated, the server quote queued under lie-fi says Quoted, none says when it is priced', () => {
    render(
      <QueuedBasketItems
        adds={[add({ name: 'iPhone 13' }), add({ name: 'Galaxy S23', estimate: 300, estimated: false }), add({ name: 'Pixel 8', estimate: null })]}
      />,
    );
    const [estimate, quoted, unpriced] = screen.getAllByTestId('queued-basket-item');
    expect(estimate).toHaveTextContent('Estimated £170.00');
    expect(quoted).toHaveTextContent('Quoted £300.00');
    expect(quoted).not.toHaveTextContent('Estimated');
    expect(unpriced).toHaveTextContent('Price confirmed when it is sent');
  });
});

describe('a queued device whose send is under way', () => {
  afterEach(() => resetReachability());

  it('says Sending... while the server answers, and waits with the reason for no Cancel once it does not', () => {
    render(<QueuedBasketItems adds={[add({ name: 'Pixel 7', state: 'sending' })]} />);
    const row = screen.getByTestId('queued-basket-item');
    expect(row).toHaveTextContent('Sending...');

    // The send hung and the signal went (or a reload in a dead spot found the row still marked as sending).
    act(() => reportUnanswered(true));
    expect(row).not.toHaveTextContent('Sending...');
    expect(row).toHaveTextContent('Waiting to send');
    expect(row).toHaveTextContent(
      'It may have reached us on an earlier try, so it cannot be cancelled here: remove it from your basket if it arrives.',
    );
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    act(() => reportAnswered());
    expect(row).toHaveTextContent('Sending...');
  });
});
