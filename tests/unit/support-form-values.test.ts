import { describe, expect, it } from 'vitest';
import { fieldErrors, parsePounds } from '../../src/components/support/form-values.ts';
import { bestPriceBody, callbackBody, supportTicketBody } from '../../src/contract/index.ts';
import { createBestPrice, createCallbackRequest, createSupportTicket } from '../factories/support.ts';

describe('parsePounds', () => {
  it.each([
    ['120', 120],
    ['£1,245.50', 1245.5],
    [' 99.9 ', 99.9],
    ['.5', 0.5],
  ])('reads %j as %d', (text, pounds) => expect(parsePounds(text)).toBe(pounds));

  it('treats blank as missing and anything else as not a number', () => {
    expect(parsePounds('  ')).toBeUndefined();
    expect(parsePounds('lots')).toBeNaN();
    expect(parsePounds('12.5.1')).toBeNaN();
    expect(parsePounds('-5')).toBeNaN();
  });
});

describe('support form field errors (the contract, in the spec words)', () => {
  it('is empty for a valid body', () => {
    expect(fieldErrors(supportTicketBody, createSupportTicket())).toEqual({});
    expect(fieldErrors(callbackBody, createCallbackRequest({ message: '' }))).toEqual({});
    expect(fieldErrors(bestPriceBody, createBestPrice({ message: '' }))).toEqual({});
  });

  it('gives each failing field its first message, at the 50 and 250 boundaries', () => {
    expect(fieldErrors(supportTicketBody, createSupportTicket({ name: 'a'.repeat(50), message: 'm'.repeat(250) }))).toEqual({});
    expect(fieldErrors(supportTicketBody, { name: 'a'.repeat(51), email: 'nope', message: 'm'.repeat(251) })).toEqual({
      name: 'Name must be 50 characters or less.',
      email: 'Please enter a valid email address.',
      message: 'Message must be 250 characters or less.',
    });
    expect(fieldErrors(supportTicketBody, { name: '', email: '', message: ' ' })).toEqual({
      name: 'Please fill in all required fields.',
      email: 'Please fill in all required fields.',
      message: 'Please fill in all required fields.',
    });
  });

  it('tells a missing competitor price from one that is not a price', () => {
    expect(fieldErrors(bestPriceBody, createBestPrice({ price: undefined }))).toEqual({ price: 'Please fill in all required fields.' });
    expect(fieldErrors(bestPriceBody, createBestPrice({ price: Number.NaN }))).toEqual({ price: 'Please enter a price in pounds, such as 120.00.' });
    expect(fieldErrors(bestPriceBody, createBestPrice({ price: 100_001 }))).toEqual({ price: 'Please enter a price in pounds, such as 120.00.' });
  });
});
