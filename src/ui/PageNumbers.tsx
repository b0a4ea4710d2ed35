import { pageItems } from './pageItems';

interface PageNumbersProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label?: string;
  testId?: string;
}

/** A numbered pager (editor.md §9): the first and last page and 2 pages either side of the current one. */
export function PageNumbers({ page, pageSize, total, onPage, label = 'Pagination', testId = 'page-numbers' }: PageNumbersProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="page-numbers" aria-label={label} data-testid={testId}>
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="page-numbers__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="page-numbers__page"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            data-testid={`${testId}-${item}`}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </button>
        ),
      )}
    </nav>
  );
}
