import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import type { Crumb } from '@/components/seo.tsx';

interface PageHeroProps {
  title: string;
  lead: ReactNode;
  crumbs: readonly Crumb[];
  children?: ReactNode;
}

/** The top band of the content pages: breadcrumbs, heading, lead text and optional calls to action. */
export function PageHero({ title, lead, crumbs, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-content px-4 pt-6 pb-10 sm:pb-14">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="mt-6 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</div>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
