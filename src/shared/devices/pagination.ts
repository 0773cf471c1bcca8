/** docs/product.md#9-business-constants-and-limits: 30 devices per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 30;

export interface PageSlice<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  /** At least 1, so an empty list still has a page 1. */
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize = CATALOGUE_PAGE_SIZE): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/**
 * The page buttons between the first/previous and next/last controls, as MUI usePagination
 * lays them out: boundary pages at each end, siblings around the current page, and an ellipsis
 * only where it hides two or more pages (1 … 4 5 6 … 20). The list keeps a constant length so
 * the buttons do not jump about as the seller pages.
 */
export function pageItems(page: number, pageCount: number, boundaryCount = 1, siblingCount = 1): PageItem[] {
  const count = Math.max(0, pageCount);
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1), boundaryCount + 2);
  const siblingsEnd = Math.min(Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2), count - boundaryCount - 1);
  const beforeSiblings: PageItem[] =
    siblingsStart > boundaryCount + 2 ? ['start-ellipsis'] : boundaryCount + 1 < count - boundaryCount ? [boundaryCount + 1] : [];
  const afterSiblings: PageItem[] =
    siblingsEnd < count - boundaryCount - 1 ? ['end-ellipsis'] : count - boundaryCount > boundaryCount ? [count - boundaryCount] : [];
  return [...startPages, ...beforeSiblings, ...range(siblingsStart, siblingsEnd), ...afterSiblings, ...endPages];
}
