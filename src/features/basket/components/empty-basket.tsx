import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link.tsx';
import { BasketIcon } from '@/components/icons.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { paths } from '@/shared/paths.ts';

/**
 * docs/product.md#2-screens-and-routes: an empty basket shows an empty screen with a button to the catalogue. A signed-in
 * seller is also shown where a placed order went: an order whose answer was lost in a dead spot, the page reloaded,
 * came back as a bare 'Your basket is empty' with no word of it (outside review 8).
 */
export function EmptyBasket() {
  const { status } = useAuth();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <BasketIcon className="size-12 text-slate-500" />
      <h2 className="text-xl font-bold text-slate-900">Your basket is empty</h2>
      <p className="max-w-sm text-slate-700">Get an instant quote for your phone, tablet, laptop or watch and add it to your basket.</p>
      <ButtonLink to={paths.catalogue}>Sell my Device</ButtonLink>
      {status === 'authenticated' && (
        <p className="max-w-sm text-slate-700">
          Placed an order already? It is in <Link to={paths.dashboard}>Your Trade-ins</Link>, with its label.
        </p>
      )}
    </div>
  );
}
