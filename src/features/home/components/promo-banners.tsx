import { ButtonLink } from '@/components/button-link.tsx';
import { buttonClasses } from '@/components/button.tsx';
import { ExternalLinkIcon } from '@/components/icons.tsx';
import { ShieldIcon } from '@/components/product-icons.tsx';
import { paths, refurbishedShopUrl } from '@/shared/paths.ts';

/** The Best Price Guarantee banner. */
export function BestPriceBanner() {
  return (
    <section className="mx-auto max-w-content px-4 pb-12 sm:pb-16">
      <div className="flex flex-col gap-5 rounded-3xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <ShieldIcon className="size-12 shrink-0 text-green-400" />
        <div className="flex-1">
          <h2 className="text-2xl font-extrabold">Best Price Guarantee</h2>
          <p className="mt-1 text-slate-200">
            Found a better price elsewhere? Send us a competitor quote that is live or under 24 hours old and we will look at beating it.
          </p>
        </div>
        <ButtonLink to={paths.bestPricePromise} variant="secondary" className="shrink-0">
          Challenge Us
        </ButtonLink>
      </div>
    </section>
  );
}

/** The Shop Refurbished banner (an external shop: free next-day delivery, unlocked, 12-month warranty). */
export function RefurbishedBanner() {
  return (
    <section className="mx-auto max-w-content px-4 pt-12 sm:pt-16">
      <div className="flex flex-col gap-4 rounded-3xl border border-green-200 bg-green-50 p-6 sm:flex-row sm:items-center sm:p-8">
        <div className="flex-1">
          <h2 className="text-2xl font-extrabold text-slate-900">Shop Refurbished</h2>
          <p className="mt-1 text-slate-800">Upgrading? Our refurbished phones come unlocked, with free next-day delivery and a 12-month warranty.</p>
        </div>
        <a href={refurbishedShopUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClasses()} shrink-0`}>
          Shop Refurbished
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
