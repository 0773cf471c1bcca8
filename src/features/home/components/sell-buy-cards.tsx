import { ButtonLink } from '@/components/button-link.tsx';
import { buttonClasses } from '@/components/button.tsx';
import { ExternalLinkIcon } from '@/components/icons.tsx';
import { PoundIcon, TagIcon } from '@/components/product-icons.tsx';
import { paths, refurbishedShopUrl } from '@/shared/paths.ts';

/** Sell technology (here) and Buy technology (the refurbished shop, docs/product.md#1-what-the-product-does). */
export function SellBuyCards() {
  return (
    <section aria-label="Sell or buy technology" className="mx-auto -mt-2 grid max-w-content gap-4 px-4 pt-10 sm:grid-cols-2">
      <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <PoundIcon className="size-8 text-brand" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">Sell technology</h2>
        <p className="mt-1 flex-1 text-slate-700">Working, cracked or faulty: get an instant price for your phone, tablet, laptop or watch.</p>
        <ButtonLink to={paths.catalogue} className="mt-4 self-start">
          Sell my device
        </ButtonLink>
      </article>
      <article className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
        <TagIcon className="size-8 text-brand" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">Buy technology</h2>
        <p className="mt-1 flex-1 text-slate-700">Refurbished phones and tablets, unlocked, with free next-day delivery and a 12-month warranty.</p>
        <a
          href={refurbishedShopUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClasses({ variant: 'secondary' })} mt-4 self-start`}
        >
          Shop refurbished
          <ExternalLinkIcon className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </article>
    </section>
  );
}
