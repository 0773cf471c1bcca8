import { ButtonLink } from '@/components/button-link.tsx';
import { Seo } from '@/components/seo.tsx';
import { paths } from '@/shared/paths.ts';
import { howToJsonLd } from '@/shared/structured-data.ts';
import { PageHero } from './components/page-hero.tsx';
import { StepCards } from './components/step-cards.tsx';
import { howItWorksSteps } from './model/how-it-works-steps.ts';

const title = 'How It Works';
const description =
  'Sell your device in four steps: get an instant quote, post it free with a tracked label, we check it, and you are paid by bank transfer the same day.';
const crumbs = [
  { name: 'Home', path: paths.home },
  { name: title, path: paths.howItWorks },
];

export function HowItWorksPage() {
  return (
    <>
      <Seo
        title={title}
        description={description}
        path={paths.howItWorks}
        breadcrumbs={crumbs}
        structuredData={[howToJsonLd({ name: 'How to sell your device to QuickMobile Trade', description, steps: howItWorksSteps })]}
      />
      <PageHero title={title} crumbs={crumbs} lead="From quote to payment in four simple steps. No fees, no haggling, and postage is on us." />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-16">
        <StepCards steps={howItWorksSteps} />
        <div className="mt-16 rounded-2xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 className="text-2xl font-bold text-slate-900">Ready to see what your device is worth?</h2>
          <p className="mt-2 text-slate-700">It takes about a minute, and your quote is valid for 14 days.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.catalogue} size="lg">
              Get A Quote
            </ButtonLink>
            <ButtonLink to={paths.help} size="lg" variant="secondary">
              Help &amp; Contact
            </ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
