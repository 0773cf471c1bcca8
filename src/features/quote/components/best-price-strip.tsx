import { Link } from 'react-router-dom';
import { ShieldIcon } from '@/components/product-icons.tsx';
import { paths } from '@/shared/paths.ts';

/** The Best Price Promise under the price (docs/product.md#1-what-the-product-does: a competitor quote live or under 24 hours old). */
export function BestPriceStrip() {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-900">
      <ShieldIcon className="size-6 shrink-0 text-brand" />
      <p className="text-sm">
        <strong>Best Price Promise.</strong> Found a higher quote? Send us a competitor quote that is live or under 24 hours old and we will look at
        beating it.{' '}
        <Link to={paths.bestPricePromise} className="font-semibold">
          How it works
        </Link>
      </p>
    </div>
  );
}
