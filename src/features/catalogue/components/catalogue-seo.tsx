import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo.tsx';
import type { Crumb } from '@/components/seo.tsx';
import { titleCaseSearchTerm } from '@/shared/devices/index.ts';
import { paths } from '@/shared/paths.ts';

/** Title, description, canonical and breadcrumbs; the term is title-cased ('Sell Your iPhone 13'). */
function catalogueMeta(searchTerm: string | undefined) {
  const term = searchTerm ? titleCaseSearchTerm(searchTerm) : '';
  // One canonical URL per term whatever its case: the search itself ignores case.
  const path = searchTerm && term ? paths.catalogueSearch(searchTerm.toLowerCase()) : paths.catalogue;
  const crumbs: Crumb[] = [
    { name: 'Home', path: paths.home },
    { name: 'Sell My Device', path: paths.catalogue },
    ...(term ? [{ name: term, path }] : []),
  ];
  const title = term ? `Sell Your ${term}` : 'Sell My Device';
  const description = term
    ? `Sell your ${term} for cash in the UK. Get an instant quote, post it free with tracked, insured delivery and get paid by bank transfer the same day we check it.`
    : 'Sell your phone, tablet, laptop or smartwatch for cash. Instant UK quotes for used, cracked or faulty devices, free tracked postage and same-day bank transfer.';
  return { title, description, path, crumbs };
}

export function CatalogueSeo({ searchTerm }: { searchTerm: string | undefined }) {
  const { title, description, path, crumbs } = catalogueMeta(searchTerm);
  return <Seo title={title} description={description} path={path} breadcrumbs={crumbs} />;
}

export function CatalogueBreadcrumb({ searchTerm }: { searchTerm: string | undefined }) {
  const { crumbs } = catalogueMeta(searchTerm);
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="hover:text-brand hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
