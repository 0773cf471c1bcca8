import { Link } from 'react-router-dom';
import { BasketIcon } from '../../components/icons.tsx';
import { Tooltip } from '../../components/tooltip.tsx';
import { paths } from '../../shared/paths.ts';
import { useBasketCount } from './basket-count.ts';

/** The basket icon; the count badge shows only when there is something in the basket. */
export function BasketLink() {
  const count = useBasketCount();
  const label = count > 0 ? `Basket, ${count} ${count === 1 ? 'item' : 'items'}` : 'Basket';
  return (
    <Link
      to={paths.basket}
      aria-label={label}
      className="group relative inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 hover:text-brand"
    >
      <BasketIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="basket-count"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
      <Tooltip text="Basket" />
    </Link>
  );
}
