import { Seo } from '../../components/seo.tsx';
import { SellThisPhoneLater } from '../../components/sell-this-phone/sell-this-phone-later.tsx';
import type { Device } from '../../contract/index.ts';
import { paths } from '../../shared/paths.ts';
import { site } from '../../shared/site.ts';
import { Hero } from './components/hero.tsx';
import { HomeCta } from './components/home-cta.tsx';
import { HowItWorksSteps } from './components/how-it-works-steps.tsx';
import { PopularDevices } from './components/popular-devices.tsx';
import { BestPriceBanner, RefurbishedBanner } from './components/promo-banners.tsx';
import { SellBuyCards } from './components/sell-buy-cards.tsx';
import { WhyChoose } from './components/why-choose.tsx';

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

// Dexie is loaded on demand (kept out of the first-load bundle), only on a browser that reports its model.
const findDevice = (name: string) => import('../../offline/device-by-name.ts').then((m) => m.findDeviceByName(name));
const hasStoredQuestions = (device: Device) => import('../../offline/question-sets.ts').then((m) => m.hasStoredQuestionSet(device));

/** The home page of docs/product.md#2-screens-and-routes, every section in order. */
export function HomePage() {
  return (
    <>
      <Seo
        title="Sell My Phone, Tablet, Laptop or Watch for Cash"
        description="Sell your used, cracked or faulty phone, tablet, laptop or watch. Get an instant quote, post it free with tracked, insured delivery and get paid by bank transfer."
        path={paths.home}
        structuredData={[organisation]}
      />
      <Hero />
      <SellBuyCards />
      {/* Android Chrome only, after hydration (docs/decisions/110-sell-this-phone-from-client-hints.md). */}
      <div className="mx-auto max-w-content px-4 empty:hidden [&:has(section)]:pt-8">
        <SellThisPhoneLater findDevice={findDevice} hasStoredQuestions={hasStoredQuestions} />
      </div>
      <PopularDevices />
      <BestPriceBanner />
      <HowItWorksSteps />
      <RefurbishedBanner />
      <HomeCta />
      <WhyChoose />
    </>
  );
}
