import { useLocation, useParams } from 'react-router-dom';
import { searchTextFromTerm } from '../../shared/devices/index.ts';
import { CatalogueView } from './components/catalogue-view.tsx';
import { filterBrandFromState } from './model/navigation-state.ts';

/**
 * /sell-my-device and /sell-my-device/:searchTerm. The view is keyed by the location so a new
 * term or a new '+N more' brand from the menu starts a fresh search rather than keep stale input.
 */
export function CataloguePage() {
  const { searchTerm } = useParams<{ searchTerm?: string }>();
  const location = useLocation();
  return (
    <CatalogueView
      key={location.key}
      searchTerm={searchTerm}
      initialSearch={searchTextFromTerm(searchTerm)}
      initialBrand={filterBrandFromState(location.state)}
    />
  );
}
