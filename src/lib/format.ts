const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** docs/product.md#9-business-constants-and-limits: money is shown in pounds sterling with 2 decimals, e.g. £12.50. */
export function formatGBP(pounds: number): string {
  return gbp.format(pounds);
}

const longDateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** A deadline as a seller reads it: 'Sunday 6 December 2026' (UK time). */
export function formatLongDate(iso: string): string {
  return longDateFormat.format(new Date(iso));
}
