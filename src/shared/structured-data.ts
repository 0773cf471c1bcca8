import { site } from './site.ts';

// schema.org JSON-LD shared by pages of several features; <Seo structuredData> writes them into the page.

const context = 'https://schema.org';

/** The company, with its contact point and opening hours (docs/product.md#2-screens-and-routes and docs/product.md#9-business-constants-and-limits). */
export const organizationJsonLd = {
  '@context': context,
  '@type': 'Organization',
  name: site.name,
  url: site.origin,
  logo: `${site.origin}/pwa-512x512.png`,
  email: site.email,
  telephone: site.phone,
  address: { '@type': 'PostalAddress', streetAddress: site.registeredOffice, addressCountry: 'GB' },
  sameAs: Object.values(site.social),
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer support',
    email: site.email,
    telephone: site.phone,
    areaServed: 'GB',
    availableLanguage: 'en-GB',
    hoursAvailable: site.openingHours
      .filter((slot) => slot.opens !== null)
      .map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: slot.schemaDays, opens: slot.opens, closes: slot.closes })),
  },
} as const;

export interface FaqEntry {
  question: string;
  /** Plain text: what a search engine shows under the question. */
  answer: string;
}

export function faqPageJsonLd(faqs: readonly FaqEntry[]) {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

export interface HowToStep {
  name: string;
  text: string;
}

export function howToJsonLd({ name, description, steps }: { name: string; description: string; steps: readonly HowToStep[] }) {
  return {
    '@context': context,
    '@type': 'HowTo',
    name,
    description,
    step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, name: step.name, text: step.text })),
  };
}
