import { paths } from '../../src/shared/paths.ts';

/** Each pre-rendered page with its <h1> and a sentence of its text, for the build and offline tests. */
export const staticPages: { path: string; heading: string; title: string; text: string }[] = [
  { path: paths.howItWorks, heading: 'How It Works', title: 'How It Works', text: 'Get an Instant Quote' },
  { path: paths.business, heading: 'Business Device Recycling', title: 'Business Device Recycling', text: 'Certified data wiping' },
  { path: paths.bestPricePromise, heading: 'Best Price Promise', title: 'Best Price Promise', text: 'live, or under 24 hours old' },
  { path: paths.help, heading: 'Help & Contact', title: 'Help &amp; Contact', text: 'Frequently asked questions' },
  { path: paths.postageHelp, heading: 'Postage Help', title: 'Postage Help', text: 'DPD drop-off point' },
  { path: paths.packagingTutorial, heading: 'Packaging Tutorial', title: 'Packaging Tutorial', text: 'Keep It Simple' },
  { path: paths.deviceHelp, heading: 'Device Help', title: 'Device Help', text: 'Remove your SIM card and any memory card.' },
  { path: paths.appleHelp, heading: 'Apple Device Help', title: 'Apple Device Help', text: 'Erase All Content and Settings' },
  {
    path: paths.samsungHelp,
    heading: 'Samsung Device Help',
    title: 'Samsung Device Help',
    text: 'Settings &gt; General Management &gt; Reset &gt; Factory data reset',
  },
  {
    path: paths.androidHelp,
    heading: 'Android Device Help',
    title: 'Android Device Help',
    text: 'Settings &gt; System &gt; Reset options &gt; Erase all data',
  },
  { path: paths.quoteHelp, heading: 'Quote Help', title: 'Quote Help', text: 'a quote cannot be edited' },
  { path: paths.paymentsHelp, heading: 'Payments Help', title: 'Payments Help', text: 'before 3 PM' },
  { path: paths.returnsHelp, heading: 'Returns Help', title: 'Returns Help', text: '1 to 3 working days' },
  { path: paths.legalHelp, heading: 'Legal', title: 'Legal', text: 'Cookie &amp; Privacy Policy' },
  { path: paths.terms, heading: 'Terms and Conditions', title: 'Terms and Conditions', text: 'Sale Order' },
  { path: paths.cookiePrivacy, heading: 'Cookie & Privacy Policy', title: 'Cookie &amp; Privacy Policy', text: '2025-07-05' },
  { path: paths.contact, heading: 'Contact Us', title: 'Contact Us', text: 'Submit Ticket' },
];
