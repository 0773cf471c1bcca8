import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { site } from '@/shared/site.ts';
import { HelpCentreLayout } from './components/help-centre-layout.tsx';

export function LegalHelpPage() {
  return (
    <HelpCentreLayout
      title="Legal"
      description="The terms you agree to when you sell to us, and how we look after your personal data."
      path={paths.legalHelp}
    >
      <h2>Terms and conditions</h2>
      <p>
        Our <Link to={paths.terms}>Terms and Conditions</Link> explain how a quote becomes a Sale Order, how we test and grade devices, revised
        offers, payment, returns and our Best Price Promise.
      </p>

      <h2>Privacy and cookies</h2>
      <p>
        Our <Link to={paths.cookiePrivacy}>Cookie &amp; Privacy Policy</Link> explains what personal data we collect, why, how long we keep it, the
        cookies we use, and your rights, including how to ask for a copy of your data. We answer data requests within 30 days.
      </p>

      <h2>Your data on the devices you send</h2>
      <p>
        Please reset your device before sending it (see <Link to={paths.deviceHelp}>Device Help</Link>). We also securely wipe every device we
        receive, whatever happens to it next.
      </p>

      <h2>Company details</h2>
      <p>
        {site.name} is registered in England and Wales, company number {site.companyNumber}, VAT number {site.vatNumber}. Registered office:{' '}
        {site.registeredOffice}.
      </p>
    </HelpCentreLayout>
  );
}
