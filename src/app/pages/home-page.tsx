import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../lib/paths.ts';
import { site } from '../../lib/site.ts';

const organisation = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  url: site.origin,
  logo: `${site.origin}/pwa-512x512.png`,
  email: site.email,
  telephone: site.phone,
  sameAs: Object.values(site.social),
};

/** The hero only; the full home page (popular devices, how it works, ...) is a later issue. */
export function HomePage() {
  return (
    <>
      <Seo
        title="Sell My Phone, Tablet, Laptop or Watch for Cash"
        description="Sell your used, cracked or faulty phone, tablet, laptop or watch. Get an instant quote, post it free with tracked, insured delivery and get paid by bank transfer."
        path={paths.home}
        structuredData={[organisation]}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-content px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Sell us your device</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            Instant quotes for used, cracked or faulty phones, tablets, laptops and watches. Free tracked postage, and
            paid by bank transfer.
          </p>
          <div className="mt-8">
            <ButtonLink to={paths.catalogue} size="lg">
              Get a Quote
            </ButtonLink>
          </div>
          <p className="mt-6 max-w-xl text-slate-700">
            <strong className="text-slate-900">Best Price Promise:</strong> found a higher quote elsewhere? Show us a
            competitor quote that is live or under 24 hours old.{' '}
            <Link to={paths.bestPricePromise} className="font-semibold">
              About our Best Price Promise
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
