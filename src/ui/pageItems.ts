// Which page buttons a numbered pager shows (editor.md §9): the first and the last page, and a window of pages
// either side of the current one; a gap marks pages left out.
export type PageItem = number | 'gap';

export function pageItems(current: number, pages: number, window = 2): PageItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set<number>([1, pages]);
  for (let n = page - window; n <= page + window; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
