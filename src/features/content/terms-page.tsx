import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { LegalDocument } from './components/legal/legal-document.tsx';
import { termsSectionsA } from './components/legal/terms-sections-a.tsx';
import { termsSectionsB } from './components/legal/terms-sections-b.tsx';

/** docs/product.md#2-screens-and-routes: 18 numbered sections with a contents sidebar, linking to /cookie-privacy and /help. */
const termsSections = [...termsSectionsA, ...termsSectionsB];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      description="The terms of selling your device to QuickMobile Trade: quotes, Sale Orders, testing and grades, revised offers, payment and returns."
      path={paths.terms}
      intro={
        <p>
          In short: your quote is fixed for 14 days once you submit your Sale Order, we test your device when it arrives, and we pay by bank transfer
          the same working day it is checked. Questions? See <Link to={paths.help}>Help &amp; Contact</Link>.
        </p>
      }
      sections={termsSections}
    />
  );
}
