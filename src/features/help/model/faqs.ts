import type { FaqEntry } from '@/shared/structured-data.ts';

/** docs/product.md#2-screens-and-routes: the five questions of the help page, answered with the facts of docs/product.md#1-what-the-product-does and docs/product.md#9-business-constants-and-limits. */
export const faqs: readonly FaqEntry[] = [
  {
    question: 'How do I get a quote?',
    answer:
      'Search for your device on Sell my Device, choose a Quick Quote or an Advanced Quote, and answer a few questions about its condition. Your price appears straight away, and it is fixed for 14 days once you submit your order.',
  },
  {
    question: 'Is the price I am quoted the price I will be paid?',
    answer:
      'Yes, as long as your device matches the description you gave. We check every device when it arrives. If it does not match, we send you a revised quote, which you can accept or decline.',
  },
  {
    question: 'How do I send my device?',
    answer:
      'Once your order is confirmed we e-mail you a prepaid, tracked and insured postage label and a QR code (both are also in your dashboard). Pack your device, then drop it at a DPD drop-off point or a Post Office. Postage is free.',
  },
  {
    question: 'When will I be paid?',
    answer:
      'We pay by bank transfer on the same working day that your device is received and checked, and most sellers are paid within 24 hours. A device that arrives before 3 PM on a working day is paid that day; after 3 PM, it is paid the next working day.',
  },
  {
    question: 'What happens if I decline a revised quote?',
    answer:
      'We send your device back to you free of charge, by tracked and insured delivery. Returns are dispatched within 1 to 3 working days and usually arrive within 5 working days.',
  },
];
