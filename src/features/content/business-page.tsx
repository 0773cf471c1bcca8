import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Seo } from '@/components/seo.tsx';
import { CallbackDialog } from '@/components/support/index.ts';
import { paths } from '@/shared/paths.ts';
import { site } from '@/shared/site.ts';
import { howToJsonLd } from '@/shared/structured-data.ts';
import { PageHero } from './components/page-hero.tsx';
import { businessDevices, businessSteps, trustBadges } from './model/business-content.ts';
import { NumberedSteps } from './components/numbered-steps.tsx';

const title = 'Business Device Recycling';
const description =
  'Recycle your company phones, laptops and desktops with certified data wiping, UK-wide collection, and payment and certificates typically within 24 hours.';
const crumbs = [
  { name: 'Home', path: paths.home },
  { name: 'Business', path: paths.business },
];

export function BusinessPage() {
  const [callbackOpen, setCallbackOpen] = useState(false);
  const requestCallback = (
    <Button size="lg" onClick={() => setCallbackOpen(true)}>
      Request a Call Back
    </Button>
  );
  return (
    <>
      <Seo
        title={title}
        description={description}
        path={paths.business}
        breadcrumbs={crumbs}
        structuredData={[howToJsonLd({ name: 'How business device recycling works', description, steps: businessSteps })]}
      />
      <PageHero
        title={title}
        crumbs={crumbs}
        lead={
          <p>
            Retiring a batch of company devices? We collect them anywhere in the UK, wipe every one with certified software, pay you for what still
            has value and recycle the rest responsibly.
          </p>
        }
      >
        {requestCallback}
        <a href={site.phoneHref} className="inline-flex min-h-12 items-center rounded-lg px-2 text-lg font-semibold">
          Or call {site.phone}
        </a>
      </PageHero>

      <div className="mx-auto max-w-content space-y-16 px-4 py-10 sm:py-14">
        <section aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-2xl font-bold text-slate-900">
            What we take
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            {businessDevices.join(', ')}: working, faulty or end of life, from a handful to several hundred at a time. Payout and data-wiping
            certificates typically arrive within 24 hours of processing.
          </p>
        </section>

        <section aria-labelledby="trust-heading">
          <h2 id="trust-heading" className="text-2xl font-bold text-slate-900">
            Compliant and secure
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {trustBadges.map((badge) => (
              <li key={badge.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="font-bold text-brand">{badge.title}</p>
                <p className="mt-2 text-sm text-slate-700">{badge.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
            How it works, in six steps
          </h2>
          <NumberedSteps steps={businessSteps} className="mt-6 lg:grid-cols-3" />
        </section>

        <section aria-labelledby="talk-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-10">
          <h2 id="talk-heading" className="text-2xl font-bold text-slate-900">
            Talk to our business team
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Leave your details and we will call you back, or call us on{' '}
            <a href={site.phoneHref} className="font-semibold">
              {site.phone}
            </a>{' '}
            (Monday to Friday 10:00 to 17:00, Saturday 12:00 to 17:00).
          </p>
          <div className="mt-6">{requestCallback}</div>
        </section>
      </div>
      <CallbackDialog open={callbackOpen} onClose={() => setCallbackOpen(false)} />
    </>
  );
}
