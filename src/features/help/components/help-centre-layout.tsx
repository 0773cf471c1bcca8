import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Prose } from '@/components/prose.tsx';
import { Seo } from '@/components/seo.tsx';
import type { Crumb } from '@/components/seo.tsx';
import { paths } from '@/shared/paths.ts';
import { HelpSideMenu } from './help-side-menu.tsx';

interface HelpCentreLayoutProps {
  title: string;
  /** Meta description, and the line under the heading. */
  description: string;
  path: string;
  /** Levels between Help & Contact and this page (e.g. Device Help above Samsung). */
  parents?: readonly Crumb[];
  structuredData?: object[];
  children: ReactNode;
}

/**
 * Every help centre page: its metadata and breadcrumbs, the article, and the shared side menu (beside the
 * article from 1024 px; below it on smaller screens, so a phone still reaches the other topics).
 */
export function HelpCentreLayout({ title, description, path, parents = [], structuredData, children }: HelpCentreLayoutProps) {
  const crumbs: Crumb[] = [{ name: 'Home', path: paths.home }, { name: 'Help & Contact', path: paths.help }, ...parents, { name: title, path }];
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:py-12">
      <Seo title={title} description={description} path={path} breadcrumbs={crumbs} structuredData={structuredData} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <HelpSideMenu className="hidden lg:block lg:self-start lg:sticky lg:top-24" />
        <article>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-prose text-lg text-slate-700">{description}</p>
          <Prose className="mt-8">{children}</Prose>
        </article>
      </div>
      <HelpSideMenu className="mt-12 border-t border-slate-200 pt-8 lg:hidden" />
    </div>
  );
}
