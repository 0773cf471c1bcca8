import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button.tsx';
import { Seo } from '@/components/seo.tsx';
import { ChallengeUsDialog } from '@/components/support/index.ts';
import { readCompetitorQuote, sharedQuoteFrom, type CompetitorQuoteFields } from '@/lib/competitor-quote.ts';
import { paths } from '@/shared/paths.ts';
import { PageHero } from './components/page-hero.tsx';

const title = 'Best Price Promise';
const description =
  'Found a higher quote for your device? Challenge us with a competitor quote that is live or under 24 hours old and we will look at beating it.';
const crumbs = [
  { name: 'Home', path: paths.home },
  { name: title, path: paths.bestPricePromise },
];

/** docs/product.md#2-screens-and-routes: the four benefit cards. */
const benefits = [
  {
    title: 'Beat any live quote',
    text: 'Show us a higher quote from a UK competitor for the same device and condition, and we will look at beating it.',
  },
  { title: 'Quick to claim', text: 'Send the competitor’s name and price through Challenge Us. We check every challenge and reply by e-mail.' },
  { title: '14 days to accept', text: 'If we approve your challenge, the new price is yours to accept for 14 days.' },
  { title: 'Same great service', text: 'Free tracked postage, a secure device check and same-day bank transfer, as with every sale.' },
] as const;

export function BestPricePage() {
  const [challengeOpen, setChallengeOpen] = useState(false);
  const [shared, setShared] = useState<CompetitorQuoteFields | undefined>(undefined);
  const [search] = useSearchParams();
  // A competitor's quote shared into the installed app (manifest share_target) opens Challenge Us filled in.
  // In an effect, after hydration: the pre-rendered page is the same for everyone.
  useEffect(() => {
    const quote = sharedQuoteFrom(search);
    if (!quote) return;
    setShared(readCompetitorQuote(quote));
    setChallengeOpen(true);
  }, [search]);
  return (
    <>
      <Seo title={title} description={description} path={paths.bestPricePromise} breadcrumbs={crumbs} />
      <PageHero
        title={title}
        crumbs={crumbs}
        lead={<p>We aim to pay the best price for your device. If someone else offers more, tell us and we will look at beating it.</p>}
      >
        <Button size="lg" onClick={() => setChallengeOpen(true)}>
          Challenge Us
        </Button>
      </PageHero>

      <div className="mx-auto max-w-content space-y-14 px-4 py-10 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-slate-900">{benefit.title}</h2>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="rules-heading" className="max-w-3xl">
          <h2 id="rules-heading" className="text-2xl font-bold text-slate-900">
            How it works
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            <li>The competitor quote must be live, or under 24 hours old, when you send it.</li>
            <li>It must be for the same model, storage, network and condition as your quote with us.</li>
            <li>It must come from a UK trade-in company that pays by bank transfer.</li>
            <li>Once approved, accept the matched price within 14 days.</li>
          </ul>
          <p className="mt-4 text-slate-700">
            Full details are in section 14 of our <Link to={paths.terms}>Terms and Conditions</Link>.
          </p>
          <Button className="mt-6" size="lg" onClick={() => setChallengeOpen(true)}>
            Challenge Us
          </Button>
        </section>
      </div>
      <ChallengeUsDialog open={challengeOpen} onClose={() => setChallengeOpen(false)} {...(shared ? { initial: shared } : {})} />
    </>
  );
}
