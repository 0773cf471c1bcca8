import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { site } from '@/shared/site.ts';
import type { LegalSection } from './legal-document.tsx';

/** Terms, sections 1 to 9: who we are, the words used, quotes, Sale Orders, sending and testing devices. */
export const termsSectionsA: readonly LegalSection[] = [
  {
    id: 'about-us',
    title: 'About us and these terms',
    body: (
      <>
        <p>
          These terms apply whenever you sell a device to {site.name} ("we", "us"), a company registered in England and Wales (company number{' '}
          {site.companyNumber}, registered office {site.registeredOffice}). By submitting a Sale Order you agree to them. Please read them with our{' '}
          <Link to={paths.cookiePrivacy}>Cookie &amp; Privacy Policy</Link>.
        </p>
        <p>
          You can contact us at <a href={`mailto:${site.email}`}>{site.email}</a> or on {site.phone}, Monday to Friday 10:00 to 17:00 and Saturday
          12:00 to 17:00 (closed on Sunday).
        </p>
      </>
    ),
  },
  {
    id: 'definitions',
    title: 'Words we use',
    body: (
      <ul>
        <li>
          <strong>Device</strong>: a phone, tablet, laptop, watch or other item you offer to sell to us.
        </li>
        <li>
          <strong>Quote</strong>: the price shown for a Device after you answer our questions about it.
        </li>
        <li>
          <strong>Sale Order</strong>: your submitted order to sell one or more Devices to us at their quoted Value.
        </li>
        <li>
          <strong>Value</strong>: the amount we agree to pay for a Device, as quoted or as revised under section 9.
        </li>
        <li>
          <strong>Grade</strong>: the condition we find a Device in: Excellent, Good, Fair or Damaged (section 8).
        </li>
        <li>
          <strong>Working day</strong>: Monday to Saturday, except bank holidays in England.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-can-sell',
    title: 'Who can sell to us',
    body: (
      <p>
        You must be 18 or over, live in the United Kingdom, and own each Device outright or have the owner's permission to sell it. A Device must not
        be lost, stolen, blocked by a network, or still being paid for under a finance or contract agreement.
      </p>
    ),
  },
  {
    id: 'quotes',
    title: 'Quotes',
    body: (
      <>
        <p>
          A Quote is based on your answers about the model, its storage and its condition. Please answer accurately: the Value we pay depends on the
          Device matching your description. You can change your answers before you add a Quote to your basket; after that, a Quote cannot be edited,
          only replaced with a new one.
        </p>
        <p>A Quote does not oblige you to sell, and we may change the prices we offer for new Quotes at any time.</p>
      </>
    ),
  },
  {
    id: 'sale-orders',
    title: 'Your Sale Order and how long it is valid',
    body: (
      <p>
        When you submit your basket at checkout, it becomes a Sale Order. The Value of each Device in it is fixed for{' '}
        <strong>14 calendar days</strong> from the date you submit the Sale Order. If we receive a Device after those 14 days, we may re-quote it at
        our current price, and you can accept or decline the new Value as under section 9.
      </p>
    ),
  },
  {
    id: 'preparing',
    title: 'Preparing your Device',
    body: (
      <>
        <p>Before you send a Device you must:</p>
        <ul>
          <li>back up and then delete your personal data with a factory reset;</li>
          <li>remove every account and activation lock (Apple ID and Find My, Samsung account, Google account);</li>
          <li>remove your SIM card and any memory card, and turn the Device off.</li>
        </ul>
        <p>
          Our <Link to={paths.deviceHelp}>Device Help</Link> pages show how. We cannot pay for a Device that is still locked to an account; we will
          ask you to remove the lock, and if it is not removed within 14 days we return the Device under section 12.
        </p>
      </>
    ),
  },
  {
    id: 'sending',
    title: 'Sending your Device',
    body: (
      <p>
        We send you a prepaid, tracked and insured postage label and a QR code by e-mail; both are also in your dashboard. Pack the Device securely
        and hand it in at a DPD drop-off point or a Post Office. Keep your proof of postage. The Device is at our risk from the moment the carrier
        scans it until it is returned to you or we pay for it. Please do not send accessories, which we cannot return.
      </p>
    ),
  },
  {
    id: 'testing',
    title: 'Receiving, testing and grading',
    body: (
      <>
        <p>We test every Device when it arrives and give it one of these Grades:</p>
        <ul>
          <li>
            <strong>Excellent</strong>: looks as new, with no visible marks, and works fully.
          </li>
          <li>
            <strong>Good</strong>: light signs of use, such as fine scratches, and works fully.
          </li>
          <li>
            <strong>Fair</strong>: obvious wear, such as deep scratches or dents, and works fully.
          </li>
          <li>
            <strong>Damaged</strong>: cracked, broken, faulty, or with a part that does not work.
          </li>
        </ul>
        <p>We also check the model, storage, network status, battery health and that the Device is not blocked or reported lost or stolen.</p>
      </>
    ),
  },
  {
    id: 'revised-offers',
    title: 'Revised offers',
    body: (
      <p>
        If a Device does not match your description, we send you a revised offer with the new Value and the reason. You can accept it, and we pay the
        revised Value, or decline it, and we return the Device free of charge. If you do not reply within <strong>14 calendar days</strong>, we return
        the Device to you.
      </p>
    ),
  },
];
