import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { site } from '@/shared/site.ts';
import type { LegalSection } from './legal-document.tsx';

/** Terms, sections 10 to 18: payment, ownership, returns, refused devices, promises, liability, law. */
export const termsSectionsB: readonly LegalSection[] = [
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        We pay the Value by bank transfer to the UK account you give us, on the same working day that the Device is received and checked. A Device
        that arrives before 3 PM on a working day is paid that day; otherwise it is paid the next working day. An accepted revised offer is paid the
        next working day. We are not responsible for delays caused by incorrect bank details you give us.
      </p>
    ),
  },
  {
    id: 'ownership',
    title: 'Ownership',
    body: <p>Ownership of a Device passes to us when we pay you for it. Until then it remains yours, and we hold it for you in safe keeping.</p>,
  },
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <p>
        When a Device is to be returned (a declined or unanswered revised offer, or a Device we cannot accept), we send it free of charge, tracked and
        insured, to the shipping address on your account. We aim to return Devices within <strong>14 working days</strong>; most are dispatched within
        1 to 3 working days. A returned Device comes back in the condition it arrived in, and may already have been wiped.
      </p>
    ),
  },
  {
    id: 'devices-we-cannot-accept',
    title: 'Devices we cannot accept',
    body: (
      <>
        <p>
          We will not buy a Device that is reported lost or stolen, blocked, or subject to finance. We may share its details with the police and the
          network operators, and we will not return it if the law requires us to hold it.
        </p>
        <p>
          If we receive a Device that we cannot link to a Sale Order or a sender, we keep it for <strong>30 calendar days</strong> while we try to
          identify you; after that it is securely wiped and recycled.
        </p>
      </>
    ),
  },
  {
    id: 'best-price-promise',
    title: 'Best Price Promise',
    body: (
      <p>
        If another UK trade-in company offers more for the same model, storage, network and condition, you can challenge us on our{' '}
        <Link to={paths.bestPricePromise}>Best Price Promise</Link> page. The competitor's quote must be live, or under 24 hours old, when you send
        it. If we approve your challenge, you must accept the approved quote within <strong>14 days</strong>. We decide whether a challenge is
        approved, and the approved price is subject to the same testing as any other Value.
      </p>
    ),
  },
  {
    id: 'referrals',
    title: 'Referral rewards',
    body: (
      <p>
        When a friend you refer completes their first sale with us, you and your friend each receive <strong>£5</strong>. Your friend's reward is
        applied to their order; yours is added to your referral balance. You can cash out the balance once it reaches <strong>£5.00</strong>; we pay
        it by bank transfer within 5 to 10 working days. Rewards have no cash value otherwise and may not be gained by referring yourself.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'Your data',
    body: (
      <p>
        We securely wipe every Device we receive, whatever happens to it next, but you remain responsible for backing up and deleting your data before
        you send it. How we use your personal data is set out in our <Link to={paths.cookiePrivacy}>Cookie &amp; Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot
        be limited by law. Otherwise our liability for a Device is limited to its Value. We are not liable for data left on a Device or for
        accessories sent with it.
      </p>
    ),
  },
  {
    id: 'complaints-and-law',
    title: 'Help, complaints and the law',
    body: (
      <p>
        If something goes wrong, visit our <Link to={paths.help}>Help &amp; Contact</Link> page or e-mail{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>; we aim to resolve complaints quickly and fairly. These terms are governed by the law of
        England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.
      </p>
    ),
  },
];
