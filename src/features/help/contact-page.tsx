import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Seo } from '@/components/seo.tsx';
import type { Crumb } from '@/components/seo.tsx';
import { SupportTicketForm } from '@/components/support/index.ts';
import { paths } from '@/shared/paths.ts';
import { organizationJsonLd } from '@/shared/structured-data.ts';
import { ContactDetails } from './components/contact-details.tsx';
import { HelpSideMenu } from './components/help-side-menu.tsx';

const crumbs: Crumb[] = [
  { name: 'Home', path: paths.home },
  { name: 'Help & Contact', path: paths.help },
  { name: 'Contact Us', path: paths.contact },
];

/** /contact (linked from the help pages; not shown in the spec): the support ticket form as a page. */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:py-12">
      <Seo
        title="Contact Us"
        description="Send our support team a message about a quote, your order, postage or payment. We reply by e-mail, or call us during opening hours."
        path={paths.contact}
        breadcrumbs={crumbs}
        structuredData={[organizationJsonLd]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <HelpSideMenu className="hidden lg:block lg:self-start lg:sticky lg:top-24" />
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-prose text-lg text-slate-700">
            Tell us how we can help. If it is about an order, please include your order number (it starts with QMT-).
          </p>
          <div className="mt-8 grid gap-10 xl:grid-cols-[1fr_18rem]">
            <section aria-label="Send us a message" className="max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <SupportTicketForm />
            </section>
            <ContactDetails stacked />
          </div>
        </div>
      </div>
      <HelpSideMenu className="mt-12 border-t border-slate-200 pt-8 lg:hidden" />
    </div>
  );
}
