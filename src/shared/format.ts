// Intl formatters are built on first use, not when the module loads: building them (the time zone data above all)
// is a long main-thread task on a slow phone, and most pages that load this module never format a date.
let gbp: Intl.NumberFormat | undefined;
let longDateFormat: Intl.DateTimeFormat | undefined;

/** docs/product.md#9-business-constants-and-limits: money is shown in pounds sterling with 2 decimals, e.g. £12.50. */
export function formatGBP(pounds: number): string {
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return gbp.format(pounds);
}

/** A deadline as a seller reads it: 'Sunday 6 December 2026' (UK time). */
export function formatLongDate(iso: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  return longDateFormat.format(new Date(iso));
}
