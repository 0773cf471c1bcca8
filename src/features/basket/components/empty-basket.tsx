import { ButtonLink } from '@/components/button-link.tsx';
import { BasketIcon } from '@/components/icons.tsx';
import { paths } from '@/shared/paths.ts';

/** docs/product.md#2-screens-and-routes: an empty basket shows an empty screen with a button to the catalogue. */
export function EmptyBasket() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <BasketIcon className="size-12 text-slate-500" />
      <h2 className="text-xl font-bold text-slate-900">Your basket is empty</h2>
      <p className="max-w-sm text-slate-700">Get an instant quote for your phone, tablet, laptop or watch and add it to your basket.</p>
      <ButtonLink to={paths.catalogue}>Sell my Device</ButtonLink>
    </div>
  );
}
