import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Device } from '@/contract/index.ts';
import { Button } from '@/components/button.tsx';
import { SelectDeviceAlert } from '@/components/select-device-alert.tsx';
import { SellThisPhoneLater } from '@/components/sell-this-phone/sell-this-phone-later.tsx';
import { useCatalogueSnapshot } from '@/lib/catalogue-snapshot.tsx';
import { useSelectDevice } from '@/lib/quote-entry/use-select-device.ts';
import { useSameDevices } from '@/lib/use-same-devices.ts';
import { useCatalogue } from '@/offline/catalogue.ts';
import { useStoredQuestionSetIds } from '@/offline/question-set-ids.ts';
import { CatalogueBreadcrumb, CatalogueSeo } from './catalogue-seo.tsx';
import { CataloguePagination } from './catalogue-pagination.tsx';
import { CatalogueResults } from './catalogue-results.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchBox } from './search-box.tsx';
import { SaveForOffline } from './save-for-offline.tsx';
import { useCatalogueFilters } from '../model/use-catalogue-filters.ts';

interface CatalogueViewProps {
  searchTerm: string | undefined;
  initialSearch: string;
  /** Preselected brand from navigation state; it also opens the filter panel. */
  initialBrand: string | null;
}

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function CatalogueView({ searchTerm, initialSearch, initialBrand }: CatalogueViewProps) {
  const live = useCatalogue();
  // A pre-rendered page shows the build's catalogue until the offline copy or the API answers (its HTML has the cards).
  const snapshot = useCatalogueSnapshot()?.devices;
  const catalogue = live.status === 'loading' && snapshot ? { status: 'loaded' as const, devices: snapshot, error: null } : live;
  // The live catalogue replacing the snapshot is most often the same list: the grid is then not drawn again.
  const catalogueDevices = useSameDevices(catalogue.devices);
  const view = useCatalogueFilters(catalogueDevices, { search: initialSearch, brand: initialBrand });
  const storedIds = useStoredQuestionSetIds();
  // The live set answers at once; until Dexie has loaded it (after the first view) it is null, and a Select tapped
  // that early (a held tap replayed at hydration, offline) asks the database itself before saying it needs a connection.
  const hasStoredQuestions = useCallback(
    (device: Device) => (storedIds ? storedIds.has(device.id) : import('@/offline/question-sets.ts').then((m) => m.hasStoredQuestionSet(device))),
    [storedIds],
  );
  const selection = useSelectDevice({ hasStoredQuestions });
  // One function for every card across renders (the cards are memoised), calling the newest select.
  const latestSelect = useRef(selection.select);
  useEffect(() => {
    latestSelect.current = selection.select;
  }, [selection.select]);
  const onSelect = useCallback((device: Device) => void latestSelect.current(device), []);
  const findDevice = useCallback((name: string) => catalogueDevices.find((device) => device.device_name === name) ?? null, [catalogueDevices]);
  const [filtersOpen, setFiltersOpen] = useState(initialBrand !== null);
  const panelId = useId();

  const changePage = (page: number) => {
    view.setPage(page);
    scrollToTop();
  };

  return (
    <>
      <CatalogueSeo searchTerm={searchTerm} />
      {/* Compact on phones: the first devices show on the first screen (issue 16); roomier from 640 px. */}
      <section className="bg-gradient-to-br from-brand to-brand-dark px-4 py-5 text-center text-white sm:py-14">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">Sell Your Tech</h1>
        <p className="mx-auto mt-1 max-w-xl text-sm text-brand-100 sm:mt-2 sm:text-lg">Get instant quotes and same-day payments for your devices</p>
      </section>
      <div className="mx-auto w-full max-w-content px-4 py-4 sm:px-6 sm:py-6">
        <CatalogueBreadcrumb searchTerm={searchTerm} />
        <SellThisPhoneLater findDevice={findDevice} hasStoredQuestions={hasStoredQuestions} className="mt-3 sm:mt-4" />
        <div className="mt-3 sm:mt-4">
          <SearchBox value={view.search} onChange={view.setSearch} />
        </div>
        <div className="mt-3 sm:mt-6 md:grid md:grid-cols-[220px_minmax(0,1fr)] md:items-start md:gap-6">
          <aside className="mb-3 md:sticky md:top-24 md:mb-0">
            <Button
              variant="secondary"
              fullWidth
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
              className="mb-3 md:hidden"
            >
              {filtersOpen ? 'Hide Filters' : 'Show Filters'}
            </Button>
            <FilterPanel
              id={panelId}
              open={filtersOpen}
              brandChoices={view.choices.brands}
              typeChoices={view.choices.types}
              brands={view.brands}
              types={view.types}
              onToggleBrand={view.toggleBrand}
              onToggleType={view.toggleType}
            />
          </aside>
          <div>
            <CatalogueResults
              status={catalogue.status}
              error={catalogue.error}
              total={view.total}
              devices={view.slice.items}
              selectingId={selection.selectingId}
              onSelect={onSelect}
            />
            {catalogue.status === 'loaded' ? (
              <CataloguePagination page={view.slice.page} pageCount={view.slice.pageCount} onChange={changePage} />
            ) : null}
            {/* After the results: the offer helps once a seller has seen what is on offer, and never pushes it down. */}
            <SaveForOffline />
          </div>
        </div>
      </div>
      <SelectDeviceAlert alert={selection.alert} onClose={selection.dismissAlert} />
    </>
  );
}
