import { ButtonLink } from '../../components/button-link.tsx';
import { paths } from '../../shared/paths.ts';
import { site } from '../../shared/site.ts';

/**
 * docs/product.md#2-screens-and-routes: any other path shows a not-found page with a link home. No canonical link and no og:url: the
 * bad address is not a page of the site (the server answers it 404).
 */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-content px-4 py-16">
      <title>{`Page not found | ${site.name}`}</title>
      <meta name="description" content="The page you were looking for could not be found." />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-prose text-slate-700">Sorry, we couldn&rsquo;t find that page. It may have moved, or the address may have a typo.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.catalogue} variant="secondary">
          Sell my Device
        </ButtonLink>
      </div>
    </div>
  );
}
