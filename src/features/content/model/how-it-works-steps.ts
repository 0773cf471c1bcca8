import type { HowToStep } from '@/shared/structured-data.ts';

export interface HowItWorksStep extends HowToStep {
  /** Extra detail under the card's text. */
  points: readonly string[];
}

/** docs/product.md#2-screens-and-routes: the four cards of /how-it-works, in order; also the page's HowTo structured data. */
export const howItWorksSteps: readonly HowItWorksStep[] = [
  {
    name: 'Get an Instant Quote',
    text: 'Find your phone, tablet, laptop or watch and answer a few questions about its condition. Your price appears straight away.',
    points: ['Quick Quote for devices in good order, Advanced Quote for faulty ones', 'Quotes valid for 14 days'],
  },
  {
    name: 'Free Postage Provided',
    text: 'Submit your order and we e-mail you a prepaid, tracked and insured label and a QR code. Drop your parcel at a DPD drop-off point or Post Office.',
    points: ['No printer needed: show the QR code at the counter', 'Covered from drop-off until it reaches us'],
  },
  {
    name: 'Secure Device Check',
    text: 'We check your device against your answers and securely wipe your data. If anything differs, we send a revised quote for you to accept or decline.',
    points: ['Decline and we return it free, tracked and insured', 'Every device wiped, whatever happens next'],
  },
  {
    name: 'Get Paid Instantly',
    text: 'We pay by bank transfer the same working day your device is received and checked. Arrive before 3 PM and you are paid that day.',
    points: ['Most sellers paid within 24 hours', 'Straight to your UK bank account'],
  },
];
