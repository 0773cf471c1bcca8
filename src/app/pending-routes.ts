import { paths } from '../lib/paths.ts';

export interface PendingRoute {
  path: string;
  title: string;
  description: string;
}

/**
 * Routes of spec section 2 whose pages come with later issues. Each shows PendingPage until its feature
 * replaces the entry in router.tsx with its own lazy module.
 */
export const pendingRoutes: readonly PendingRoute[] = [
  // '/Quote' is this route too: React Router matches paths case-insensitively unless `caseSensitive` is set.
  { path: paths.quote, title: 'Your Quote', description: 'Answer a few questions about your device and get an instant quote.' },
  { path: paths.basket, title: 'Basket', description: 'Review the devices in your basket and check out.' },
  { path: paths.dashboard, title: 'Your Trade-ins', description: 'Track your trade-ins, labels and payments.' },
  { path: paths.dashboardAccount, title: 'Account Settings', description: 'Manage your personal details and shipping address.' },
  { path: paths.dashboardMarketing, title: 'Marketing Preferences', description: 'Choose which updates you receive from us.' },
  { path: paths.login, title: 'Login', description: 'Sign in to your QuickMobile Trade account.' },
  { path: paths.register, title: 'Register', description: 'Create a QuickMobile Trade account.' },
  { path: paths.passwordReset, title: 'Password Reset', description: 'Reset the password of your account.' },
  { path: paths.verifyEmail, title: 'Verify Your Email', description: 'Verify the e-mail address of your account.' },
  { path: paths.business, title: 'Business Device Recycling', description: 'Recycle company phones, laptops and desktops with certified data wiping and UK-wide collection.' },
  { path: paths.howItWorks, title: 'How It Works', description: 'Get a quote, post your device for free and get paid fast.' },
  { path: paths.bestPricePromise, title: 'Best Price Promise', description: 'Found a higher quote? Challenge us with a competitor quote that is live or under 24 hours old.' },
  { path: paths.help, title: 'Help & Contact', description: 'Answers to common questions about quotes, postage, payments and returns.' },
  { path: paths.postageHelp, title: 'Postage Help', description: 'How to send your device with free tracked, insured postage.' },
  { path: paths.packagingTutorial, title: 'Packaging Tutorial', description: 'How to pack your device safely before you post it.' },
  { path: paths.deviceHelp, title: 'Device Help', description: 'How to prepare your device before you send it.' },
  { path: paths.appleHelp, title: 'Apple Device Help', description: 'How to reset your Apple device and remove your Apple account.' },
  { path: paths.samsungHelp, title: 'Samsung Device Help', description: 'How to factory reset your Samsung device and remove your accounts.' },
  { path: paths.androidHelp, title: 'Android Device Help', description: 'How to factory reset your Android device and remove your Google account.' },
  { path: paths.quoteHelp, title: 'Quote Help', description: 'How quotes and revised quotes work, and how long they are valid.' },
  { path: paths.paymentsHelp, title: 'Payments Help', description: 'When and how you are paid for your device.' },
  { path: paths.returnsHelp, title: 'Returns Help', description: 'How returns of declined devices work.' },
  { path: paths.legalHelp, title: 'Legal Help', description: 'Our privacy policy and terms and conditions.' },
  { path: paths.terms, title: 'Terms and Conditions', description: 'The terms and conditions of selling your device to QuickMobile Trade.' },
  { path: paths.cookiePrivacy, title: 'Cookie & Privacy Policy', description: 'How we use cookies and look after your personal data.' },
  { path: paths.contact, title: 'Contact Us', description: 'Get in touch with our support team.' },
];
