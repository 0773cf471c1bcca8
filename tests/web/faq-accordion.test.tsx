import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/features/help/components/faq-accordion.tsx';
import { faqs } from '../../src/features/help/model/faqs.ts';

describe('FAQ accordion', () => {
  it('lists the five questions of the spec, all closed, every answer in the markup', () => {
    render(<FaqAccordion faqs={faqs} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'How do I get a quote?',
      'Is the price I am quoted the price I will be paid?',
      'How do I send my device?',
      'When will I be paid?',
      'What happens if I decline a revised quote?',
    ]);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/returned|send your device back/i, { selector: 'p' })).not.toBeVisible();
  });

  it('opens one answer at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion faqs={faqs} />);
    const first = screen.getByRole('button', { name: 'How do I get a quote?' });
    const last = screen.getByRole('button', { name: 'What happens if I decline a revised quote?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I get a quote?' })).toBeVisible();

    await user.click(last);
    expect(last).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'What happens if I decline a revised quote?' })).toHaveTextContent(/free of charge/);
    expect(screen.queryByRole('region', { name: 'How do I get a quote?' })).not.toBeInTheDocument();

    await user.click(last);
    expect(last).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion faqs={faqs} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How do I get a quote?' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Is the price I am quoted the price I will be paid?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'How do I get a quote?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
