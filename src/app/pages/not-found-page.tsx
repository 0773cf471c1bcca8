import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/button-link.tsx';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../lib/paths.ts';

/** docs/product.md#2-screens-and-routes: any other path shows a not-found page with a link home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-content px-4 py-16">
      <Seo title="Page not found" description="The page you were looking for could not be found." path={pathname} />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-prose text-slate-700">
        Sorry, we couldn&rsquo;t find that page. It may have moved, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>
          Go to the home page
        </ButtonLink>
        <ButtonLink to={paths.catalogue} variant="secondary">
          Sell my Device
        </ButtonLink>
      </div>
    </div>
  );
}
