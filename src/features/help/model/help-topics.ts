import { paths } from '@/shared/paths.ts';

export interface HelpTopic {
  /** The topic grid's short name (docs/product.md#2-screens-and-routes: Postage, Device, Quote, Payment, Returns, Legal). */
  name: string;
  title: string;
  path: string;
  summary: string;
  /** Pages below this topic, shown under it in the side menu. */
  children?: readonly { title: string; path: string }[];
}

/** The help centre: the topic grid on /help and the side menu of every help page read this one list. */
export const helpTopics: readonly HelpTopic[] = [
  {
    name: 'Postage',
    title: 'Postage Help',
    path: paths.postageHelp,
    summary: 'Your free tracked label and QR code, packing, and where to drop your parcel.',
    children: [{ title: 'Packaging Tutorial', path: paths.packagingTutorial }],
  },
  {
    name: 'Device',
    title: 'Device Help',
    path: paths.deviceHelp,
    summary: 'Reset your device and remove your accounts before you send it.',
    children: [
      { title: 'Apple', path: paths.appleHelp },
      { title: 'Samsung', path: paths.samsungHelp },
      { title: 'Android', path: paths.androidHelp },
    ],
  },
  { name: 'Quote', title: 'Quote Help', path: paths.quoteHelp, summary: 'How quotes and revised quotes work, and how long they last.' },
  { name: 'Payment', title: 'Payments Help', path: paths.paymentsHelp, summary: 'When and how we pay you, and referral rewards.' },
  { name: 'Returns', title: 'Returns Help', path: paths.returnsHelp, summary: 'Getting your device back if you decline a revised quote.' },
  { name: 'Legal', title: 'Legal', path: paths.legalHelp, summary: 'Our privacy policy and terms and conditions.' },
];
