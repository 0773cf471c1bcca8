import type { BestPriceBody, CallbackBody, SupportTicketBody } from '../../src/contract/index.ts';

// Valid bodies of the three public forms; tests override the one field they are about.

export function createSupportTicket(overrides: Partial<SupportTicketBody> = {}): SupportTicketBody {
  return { name: 'Sam Jones', email: 'sam.jones@example.test', message: 'My label has not arrived yet.', ...overrides };
}

export function createCallbackRequest(overrides: Partial<CallbackBody> = {}): CallbackBody {
  return {
    company: 'Northwind Logistics Ltd',
    name: 'Priya Patel',
    email: 'priya@northwind.example',
    phone: '0161 496 0123',
    message: 'We have 40 laptops and 25 phones to recycle.',
    ...overrides,
  };
}

export function createBestPrice(overrides: Partial<BestPriceBody> = {}): BestPriceBody {
  return {
    name: 'Alex Brown',
    email: 'alex.brown@example.test',
    competitor: 'PhoneBuyer UK',
    price: 245.5,
    message: 'iPhone 14 Pro, 128GB, Good condition.',
    ...overrides,
  };
}
