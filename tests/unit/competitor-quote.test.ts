import { describe, expect, it } from 'vitest';
import { readCompetitorQuote, sharedQuoteFrom } from '../../src/lib/competitor-quote.ts';

describe('a competitor quote shared into the Best Price Promise form', () => {
  it('finds the company, the pounds amount and keeps what was shared as the message', () => {
    const fields = readCompetitorQuote({
      title: 'My musicMagpie quote',
      text: 'We will pay you £245.00 for your Galaxy S23',
      url: 'https://www.musicmagpie.co.uk/quote/123',
    });
    expect(fields).toEqual({
      competitor: 'musicMagpie',
      price: '245.00',
      message: 'My musicMagpie quote We will pay you £245.00 for your Galaxy S23 https://www.musicmagpie.co.uk/quote/123',
    });
  });

  it('reads thousands separators and amounts written as GBP', () => {
    expect(readCompetitorQuote({ text: 'Offer: £1,049.5 from CeX' })).toMatchObject({ competitor: 'CeX', price: '1049.50' });
    expect(readCompetitorQuote({ text: 'Mazuma offer 310 GBP' })).toMatchObject({ competitor: 'Mazuma', price: '310.00' });
  });

  it('leaves what it cannot find empty, and cuts the message to the form limit', () => {
    const fields = readCompetitorQuote({ text: `A quote from a shop ${'x'.repeat(400)}` });
    expect(fields.competitor).toBe('');
    expect(fields.price).toBe('');
    expect(fields.message).toHaveLength(250);
  });

  it('takes a share only from an address that carries one', () => {
    expect(sharedQuoteFrom(new URLSearchParams(''))).toBeNull();
    expect(sharedQuoteFrom(new URLSearchParams('utm_source=x'))).toBeNull();
    expect(sharedQuoteFrom(new URLSearchParams('text=%C2%A3200'))).toEqual({ title: null, text: '£200', url: null });
  });
});
