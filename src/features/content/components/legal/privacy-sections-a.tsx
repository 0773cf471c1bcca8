import { site } from '@/shared/site.ts';
import type { LegalSection } from './legal-document.tsx';

/** Privacy policy, sections 1 to 5: who we are, what we collect and why, and cookies. */
export const privacySectionsA: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {site.name} (company number {site.companyNumber}, registered office {site.registeredOffice}) is the controller of the personal data described
        here. Write to us at that address or e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'The information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: your name, e-mail address, phone number and password (stored only as a secure hash).
        </li>
        <li>
          <strong>Order details</strong>: the devices you sell, your answers about them, your shipping address and your Sale Orders.
        </li>
        <li>
          <strong>Payment details</strong>: the bank account number and sort code we pay you into.
        </li>
        <li>
          <strong>Messages</strong>: what you send us through Contact Us, Request a Call Back or Challenge Us, and our replies.
        </li>
        <li>
          <strong>Usage data</strong>: pages visited and events such as a quote being submitted, only if you accept analytics cookies.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to give you quotes, process your Sale Orders, send postage labels, test your devices and pay you;</li>
        <li>to send revised offers, return devices and answer your messages;</li>
        <li>to run your account, referral rewards and, if you agree, marketing you chose in your preferences;</li>
        <li>to prevent fraud and check devices are not reported lost or stolen;</li>
        <li>to meet our legal, tax and accounting duties.</li>
      </ul>
    ),
  },
  {
    id: 'lawful-bases',
    title: 'Our lawful bases',
    body: (
      <p>
        We use your data to perform our contract with you (quotes, orders, payment, returns), to meet legal obligations (tax records, police requests
        about stolen devices), for our legitimate interests (fraud prevention, improving our service), and with your consent (analytics cookies and
        marketing, which you can withdraw at any time).
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          <strong>Necessary cookies</strong> keep you signed in, remember your basket and store your cookie choice. They are always on, because the
          site cannot work without them.
        </p>
        <p>
          <strong>Analytics</strong> records which pages are used and key steps such as quotes and orders, so we can improve the service. It only runs
          if you choose 'Accept All Cookies' and sends nothing to third parties.
        </p>
        <p>
          Your choice is stored in the <code>qmt_cookie_consent</code> cookie for 365 days. To change it, clear this site's cookies in your browser
          and choose again when the banner appears.
        </p>
      </>
    ),
  },
];
