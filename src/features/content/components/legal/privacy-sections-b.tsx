import { site } from '@/shared/site.ts';
import type { LegalSection } from './legal-document.tsx';

/** Privacy policy, sections 6 to 11: sharing, retention, security, your rights, device data, changes. */
export const privacySectionsB: readonly LegalSection[] = [
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We share only what each needs with the couriers that carry your parcels, our bank for payments, our IT and e-mail providers, and the police or
        network operators where a device is reported lost or stolen or the law requires it. We never sell your data. Where a provider handles data
        outside the UK, it is protected by UK-approved safeguards.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Order and payment records are kept for six years, as tax law requires. Your account is kept while you use it, and deleted two years after your
        last sale or sign-in unless you ask us to delete it sooner. Messages to our support team are kept for two years. Devices we cannot link to a
        sender are kept for 30 days and then wiped and recycled.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it secure',
    body: (
      <p>
        Our site is served over an encrypted connection, passwords are stored as secure hashes, and access to your data is limited to staff who need
        it. Your session is held in a cookie that scripts on the page cannot read.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask for a copy of your data, and ask us to correct it, delete it, restrict or object to how we use it, or send it to you in a
          portable format. E-mail <a href={`mailto:${site.email}`}>{site.email}</a>; we answer every request within <strong>30 days</strong> and it is
          free of charge.
        </p>
        <p>If you are unhappy with how we handled your data, you can complain to the Information Commissioner's Office (ico.org.uk).</p>
      </>
    ),
  },
  {
    id: 'device-data',
    title: 'Data left on devices you send us',
    body: (
      <p>
        Please reset your device before sending it. Whatever state it arrives in, we do not access personal content on it: every device is wiped with
        certified data-erasure software before it is resold or recycled.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy; the date at the top shows when it last changed. If a change affects how we use data you have already given us, we
        will tell you by e-mail first.
      </p>
    ),
  },
];
