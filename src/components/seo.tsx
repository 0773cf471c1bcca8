import { site } from '../shared/site.ts';

export interface Crumb {
  name: string;
  path: string;
}

interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/sell-my-device'. */
  path: string;
  breadcrumbs?: Crumb[];
  /** Extra JSON-LD objects (FAQPage, HowTo, ...). */
  structuredData?: object[];
}

/**
 * Page metadata. React 19 hoists <title>, <meta> and <link> into <head>, so each page owns its tags.
 */
export function Seo({ title, description, path, breadcrumbs, structuredData = [] }: SeoProps) {
  const url = `${site.origin}${path}`;
  const fullTitle = `${title} | ${site.name}`;
  const jsonLd = [...structuredData];
  if (breadcrumbs && breadcrumbs.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${site.origin}${crumb.path}`,
      })),
    });
  }
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${site.origin}/og-image.png`} />
      <meta property="og:locale" content="en_GB" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON.stringify output with '<' escaped cannot break out of the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
