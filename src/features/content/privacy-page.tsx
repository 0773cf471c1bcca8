import { paths } from '@/shared/paths.ts';
import { LegalDocument } from './components/legal/legal-document.tsx';
import { privacySectionsA } from './components/legal/privacy-sections-a.tsx';
import { privacySectionsB } from './components/legal/privacy-sections-b.tsx';

/** docs/product.md#2-screens-and-routes: 11 numbered sections, contents sidebar, last modified 2025-07-05. */
const privacySections = [...privacySectionsA, ...privacySectionsB];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Cookie & Privacy Policy"
      description="How QuickMobile Trade collects, uses and protects your personal data, the cookies we use, and your rights."
      path={paths.cookiePrivacy}
      lastModified={{ iso: '2025-07-05', text: '5 July 2025' }}
      intro={<p>This policy explains what personal data we collect when you use our site and sell us a device, why, and the choices you have.</p>}
      sections={privacySections}
    />
  );
}
