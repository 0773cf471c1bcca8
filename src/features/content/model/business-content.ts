import type { HowToStep } from '@/shared/structured-data.ts';

/** docs/product.md#2-screens-and-routes: the trust badges of the business page. */
export const trustBadges = [
  { title: 'GDPR compliant', text: 'Personal data on your devices is handled and destroyed in line with UK GDPR.' },
  { title: 'WEEE compliant', text: 'Anything that cannot be reused is recycled under the WEEE Regulations, never sent to landfill.' },
  { title: 'ICO registered', text: 'We are registered with the Information Commissioner’s Office as a data controller.' },
  { title: 'Certified data wiping', text: 'Every device is wiped with certified software, and you receive a certificate for each one.' },
  { title: 'Nationwide pickup', text: 'We collect from any business address in the UK, from a single site or from several.' },
] as const;

/** The six-step business process; also the page's HowTo structured data. */
export const businessSteps: readonly HowToStep[] = [
  { name: 'Request a call back', text: 'Tell us about your company and the devices you want to recycle. We call you back within working hours.' },
  { name: 'Get your valuation', text: 'Send us a list of models and their condition and we value every device, with a quote for the whole batch.' },
  { name: 'Book a collection', text: 'We arrange a collection from your premises anywhere in the UK, on a date that suits you.' },
  { name: 'Secure transport', text: 'Your devices travel in sealed, tracked consignments from your door to our processing centre.' },
  {
    name: 'Certified data wiping',
    text: 'Each device is checked, then wiped with certified software, and anything beyond reuse is recycled responsibly.',
  },
  {
    name: 'Payout and certificates',
    text: 'We pay by bank transfer and send your data-wiping certificates, typically within 24 hours of processing.',
  },
];

export const businessDevices = ['Phones', 'Laptops', 'Desktops', 'Tablets'] as const;
