import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs.tsx';
import { Prose } from '@/components/prose.tsx';
import { Seo } from '@/components/seo.tsx';
import type { Crumb } from '@/components/seo.tsx';
import { paths } from '@/shared/paths.ts';

export interface LegalSection {
  /** Anchor id, e.g. 'payment'; the link in the contents reads `#payment`. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  path: string;
  /** Shown as 'Last modified: <text>' with the ISO date for machines. */
  lastModified?: { iso: string; text: string };
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** Terms and privacy policy: numbered sections with a contents list (a sticky sidebar from 1024 px). */
export function LegalDocument({ title, description, path, lastModified, intro, sections }: LegalDocumentProps) {
  const crumbs: Crumb[] = [
    { name: 'Home', path: paths.home },
    { name: title, path },
  ];
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:py-12">
      <Seo title={title} description={description} path={path} breadcrumbs={crumbs} />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {lastModified && (
        <p className="mt-2 text-slate-600">
          Last modified: <time dateTime={lastModified.iso}>{lastModified.text}</time>
        </p>
      )}
      <div className="mt-8 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-12">
        <nav
          aria-labelledby="contents-heading"
          className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="contents-heading" className="font-bold text-slate-900">
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-slate-800 no-underline hover:text-brand hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose>
          {intro}
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </div>
  );
}
