import type { ReactNode } from 'react';
import { pageItems } from '@/shared/devices/index.ts';

interface CataloguePaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const base = 'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium';
const idle = `${base} text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent`;
const current = `${base} bg-brand text-white`;

/** First / previous / pages (1 … 4 5 6 … 20) / next / last; boundary and sibling count 1 (docs/product.md#9-business-constants-and-limits). */
export function CataloguePagination({ page, pageCount, onChange }: CataloguePaginationProps) {
  if (pageCount <= 1) return null;
  const control = (label: string, target: number, glyph: ReactNode) => (
    <li>
      <button type="button" className={idle} aria-label={label} disabled={target === page} onClick={() => onChange(target)}>
        <span aria-hidden="true">{glyph}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label="Catalogue pages" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {control('Go to first page', 1, '«')}
        {control('Go to previous page', Math.max(1, page - 1), '‹')}
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={item === page ? current : idle}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
        {control('Go to next page', Math.min(pageCount, page + 1), '›')}
        {control('Go to last page', pageCount, '»')}
      </ul>
    </nav>
  );
}
