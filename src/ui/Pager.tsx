interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  label?: string;
}

export function Pager({ page, pageSize, total, onPage, label = 'Pagination' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label} data-testid="pager">
      <button type="button" className="button button--secondary button--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="pager__status">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button type="button" className="button button--secondary button--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
