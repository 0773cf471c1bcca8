import { ButtonLink } from '../../components/button-link.tsx';
import { Seo } from '../../components/seo.tsx';
import { paths } from '../../lib/paths.ts';

interface PendingPageProps {
  title: string;
  description: string;
  path: string;
}

/**
 * Stand-in for a route whose page is built by a later issue: a real heading and an honest note, never an
 * empty screen. Not indexed until the real page replaces it.
 */
export function PendingPage({ title, description, path }: PendingPageProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-12 sm:py-16">
      <Seo title={title} description={description} path={path} />
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-prose text-slate-700">This part of the site is arriving soon.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.catalogue}>
          Sell my Device
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
