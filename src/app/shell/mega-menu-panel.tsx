import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buildMegaMenu, displayName } from '../../shared/devices/index.ts';
import type { MenuGroup } from '../../shared/devices/index.ts';
import { paths } from '../../shared/paths.ts';
import type { QuoteNavigationState } from '../../lib/quote-entry/navigation-state.ts';
import { useCatalogue } from '../../offline/catalogue.ts';

/** Navigation state the catalogue reads to preselect a brand and open its filters. */
export interface CatalogueNavigationState {
  filterBrand: string | null;
}

/**
 * The mega-menu's content. Mounted only while open, so hundreds of links are not in the DOM (or the tab
 * order) the rest of the time. On error the spec wants an empty menu: nothing is rendered at all.
 */
export function MegaMenuPanel({ id }: { id: string }) {
  const { status, devices } = useCatalogue();
  const groups = useMemo(() => (status === 'loaded' ? buildMegaMenu(devices) : []), [status, devices]);
  if (status === 'error' || (status === 'loaded' && groups.length === 0)) return null;

  return (
    <div id={id} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl">
      <div className="mx-auto flex max-w-content flex-wrap gap-x-10 gap-y-6 px-4 py-6">
        {status === 'loading' ? <p className="text-slate-700">Loading...</p> : groups.map((group) => <BrandGroup key={group.label} group={group} />)}
      </div>
    </div>
  );
}

function BrandGroup({ group }: { group: MenuGroup }) {
  const headingId = `mega-menu-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const moreState: CatalogueNavigationState = { filterBrand: group.filterBrand };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-bold tracking-wide text-slate-900 uppercase">
        {group.label}
      </h2>
      {/* docs/product.md#9-business-constants-and-limits: 12 rows per column; further devices flow into the next column. */}
      <ul className="grid grid-flow-col grid-rows-[repeat(12,auto)] gap-x-6">
        {group.devices.map((device) => {
          const state: QuoteNavigationState = { phone: device };
          return (
            <li key={device.id}>
              <Link
                to={paths.quote}
                state={state}
                // Another device is another page: React Router would replace the entry of a quote already open, and
                // Back would then land on that quote's earlier questions.
                replace={false}
                className="block rounded py-1 text-sm text-slate-800 no-underline hover:text-brand hover:underline"
              >
                {displayName(device)}
              </Link>
            </li>
          );
        })}
      </ul>
      {group.moreCount > 0 && (
        <Link to={paths.catalogue} state={moreState} className="mt-2 inline-block text-sm font-semibold">
          +{group.moreCount} more <span className="sr-only">{group.label} devices</span>
        </Link>
      )}
    </section>
  );
}
