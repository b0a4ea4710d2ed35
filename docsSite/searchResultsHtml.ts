// Search results as HTML: the same markup on the server's /docs/search page and in the pages' live results.
import { escapeHtml } from './htmlText';
import type { SearchHit } from './searchDocs';

export function searchCountText(count: number, query: string): string {
  if (query.trim() === '') return 'Type a word to search the documentation.';
  if (count === 0) return `Nothing matches “${query}”.`;
  return `${count === 1 ? '1 result' : `${count} results`} for “${query}”.`;
}

/** The list of hits (links relative to /docs/); `count` is announced to screen readers where it is shown. */
export function searchResultsHtml(hits: readonly SearchHit[], query: string, options: { count: boolean } = { count: true }): string {
  const count = options.count ? `<p class="docs-results__count" role="status">${escapeHtml(searchCountText(hits.length, query))}</p>` : '';
  if (hits.length === 0) return count;
  const items = hits
    .map(({ entry, snippet }) => {
      const where = entry.title === entry.page ? '' : `<span class="docs-results__page">${escapeHtml(entry.page)}</span>`;
      const text = snippet ? `<p class="docs-results__snippet">${escapeHtml(snippet)}</p>` : '';
      return `<li class="docs-results__item"><a class="docs-results__link" href="${escapeHtml(entry.href)}">${escapeHtml(entry.title)}</a>${where}${text}</li>`;
    })
    .join('');
  return `${count}<ul class="docs-results">${items}</ul>`;
}
