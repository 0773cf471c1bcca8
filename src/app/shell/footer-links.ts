import { paths } from '../../shared/paths.ts';
import { site } from '../../shared/site.ts';

export const serviceLinks = [
  { label: 'Sell my Device', to: paths.catalogue },
  { label: 'How It Works', to: paths.howItWorks },
  { label: 'Best Price Promise', to: paths.bestPricePromise },
  { label: 'Business Recycling', to: paths.business },
] as const;

export const supportLinks = [
  { label: 'Help & Contact', to: paths.help },
  { label: 'Postage Help', to: paths.postageHelp },
  { label: 'Contact Us', to: paths.contact },
] as const;

export const legalLinks = [
  { label: 'Terms and Conditions', to: paths.terms },
  { label: 'Cookie & Privacy Policy', to: paths.cookiePrivacy },
] as const;

export const socialLinks = [
  { label: 'Facebook', href: site.social.facebook },
  { label: 'Instagram', href: site.social.instagram },
  { label: 'X', href: site.social.x },
  { label: 'TikTok', href: site.social.tiktok },
] as const;

/** docs/product.md#9-business-constants-and-limits. */
export const openingHours = ['Mon-Fri 10:00-17:00', 'Sat 12:00-17:00', 'Sunday closed'] as const;
