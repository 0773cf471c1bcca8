import { messageMaxLength } from '../contract/validation.ts';

/** What another app shares into ours (the manifest's share_target: title, text, url), or a pasted quote. */
export interface SharedQuote {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

/** The Best Price Promise fields a shared quote can fill; the seller checks them before sending. */
export interface CompetitorQuoteFields {
  competitor: string;
  price: string;
  message: string;
}

/** UK trade-in companies by how they appear in a shared text or link. */
const competitors: Array<[RegExp, string]> = [
  [/music\s?magpie/i, 'musicMagpie'],
  [/mazuma/i, 'Mazuma'],
  [/envirofone/i, 'Envirofone'],
  [/\bcex\b|webuy\.com/i, 'CeX'],
  [/compare\s?my\s?mobile/i, 'Compare My Mobile'],
  [/giffgaff/i, 'giffgaff Recycle'],
  [/\bo2\b/i, 'O2 Recycle'],
  [/vodafone/i, 'Vodafone Trade-in'],
  [/\bee\b/i, 'EE Trade-in'],
  [/money\s?4\s?machines/i, 'Money4Machines'],
  [/sell\s?my\s?mobile/i, 'SellMyMobile'],
  [/back\s?market/i, 'Back Market'],
];

/**
 * Reads a competitor's quote out of shared text: the first pounds amount ('£245', '£1,049.50', '245.00 GBP'), the
 * company when it is one we know, and everything shared as the additional information (cut to the form's limit).
 * Nothing found leaves a field empty for the seller to fill.
 */
export function readCompetitorQuote(shared: SharedQuote): CompetitorQuoteFields {
  const parts = [shared.title, shared.text, shared.url].map((part) => (part ?? '').trim()).filter(Boolean);
  const all = parts.join(' ');
  const amount = /£\s?(\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:GBP|pounds)\b/i.exec(all);
  const pounds = amount ? (amount[1] ?? amount[2] ?? '').replace(/,/g, '') : '';
  const competitor = competitors.find(([pattern]) => pattern.test(all))?.[1] ?? '';
  const message = Array.from(new Set(parts)).join(' ').replace(/\s+/g, ' ').slice(0, messageMaxLength);
  return { competitor, price: pounds && Number(pounds) > 0 ? Number(pounds).toFixed(2) : '', message };
}

/** Whether the address carries a share (any of title, text, url). */
export function sharedQuoteFrom(search: URLSearchParams): SharedQuote | null {
  const shared = { title: search.get('title'), text: search.get('text'), url: search.get('url') };
  return shared.title || shared.text || shared.url ? shared : null;
}
