import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Seo } from '../../components/seo.tsx';
import { ContactUsDialog } from '../../components/support/index.ts';
import { paths } from '../../shared/paths.ts';
import { faqPageJsonLd, organizationJsonLd } from '../../shared/structured-data.ts';
import { ContactDetails } from './components/contact-details.tsx';
import { FaqAccordion } from './components/faq-accordion.tsx';
import { faqs } from './model/faqs.ts';
import { TopicGrid } from './components/topic-grid.tsx';

/** /help: FAQ accordion, topic grid, and the ways to reach the team (docs/product.md#2-screens-and-routes). */
export function HelpPage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <>
      <Seo
        title="Help & Contact"
        description="Answers about quotes, free postage, payment and returns, and how to reach our support team by phone, e-mail or message."
        path={paths.help}
        breadcrumbs={[
          { name: 'Home', path: paths.home },
          { name: 'Help & Contact', path: paths.help },
        ]}
        structuredData={[faqPageJsonLd(faqs), organizationJsonLd]}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-content px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Help &amp; Contact</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Quick answers to the questions sellers ask most, guides for every step, and a team ready to help.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-content space-y-14 px-4 pb-8">
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-5 max-w-3xl">
            <FaqAccordion faqs={faqs} />
          </div>
        </section>

        <section aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="text-2xl font-bold text-slate-900">
            Browse help topics
          </h2>
          <div className="mt-5">
            <TopicGrid />
          </div>
        </section>

        <section aria-labelledby="contact-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8">
          <h2 id="contact-heading" className="text-2xl font-bold text-slate-900">
            Still need help?
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">Send us a message and we will reply by e-mail, or call us during opening hours.</p>
          <ContactDetails className="mt-6" />
          <Button className="mt-6" size="lg" onClick={() => setContactOpen(true)}>
            Contact Us
          </Button>
        </section>
      </div>
      <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </>
  );
}
