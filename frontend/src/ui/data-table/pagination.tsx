import { PAGE_SIZES, type PageSize } from '@ea/contracts';
import './data-table.css';

interface PaginationProps {
  page: number;
  size: PageSize;
  total: number;
  /** The server stopped counting at `total` (capped lists): the range says "of 10,000+". */
  more?: boolean;
  onPage(page: number): void;
  onSize(size: PageSize): void;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

export function Pagination({ page, size, total, more = false, onPage, onSize }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <nav className="pagination" aria-label="Pagination">
      <label className="pagination__size">
        Rows per page
        <select className="select" value={size} onChange={(event) => onSize(Number(event.target.value) as PageSize)}>
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span className="pagination__range">
        {total === 0 ? 'No records' : `${first}–${last} of ${more ? `${total.toLocaleString('en-US')}+` : total}`}
      </span>
      <div className="pagination__pages">
        <button
          type="button"
          className="button button--ghost"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          ‹
        </button>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${index}`} className="pagination__gap">
              …
            </span>
          ) : (
            <button
              key={n}
              type="button"
              className={`button button--ghost pagination__page${n === page ? ' is-current' : ''}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          ),
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          ›
        </button>
      </div>
    </nav>
  );
}
