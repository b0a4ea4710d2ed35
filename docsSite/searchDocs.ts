// The documentation's search: an index of every section (h1–h3) made at build time, and the query over it that
// both the pages' script (as you type) and the server's /docs/search page (without JavaScript) run.

export interface SearchEntry {
  /** The page's title. */
  page: string;
  /** The section's heading (the page title for a page's introduction). */
  title: string;
  /** The section's address relative to /docs/: `nodes#node-collect`, `./` for the first page. */
  href: string;
  /** The section's plain text, lower-cased words are matched against it. */
  text: string;
}

export interface SearchHit {
  entry: SearchEntry;
  /** Words around the first match in the text (empty when only the title matched). */
  snippet: string;
  score: number;
}

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 20;
const SNIPPET_RADIUS = 80;

/** The query's words, lower-cased, without punctuation around them. */
export function queryTerms(query: string): string[] {
  return query
    .slice(0, SEARCH_QUERY_MAX)
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.@-]+/u)
    .map((term) => term.replace(/^[.@-]+|[.@-]+$/g, ''))
    .filter((term) => term.length > 0);
}

/** Word starts in `haystack` (lower-cased) where `term` begins. */
function wordStarts(haystack: string, term: string): number[] {
  const found: number[] = [];
  let from = 0;
  for (;;) {
    const index = haystack.indexOf(term, from);
    if (index < 0) return found;
    const before = index === 0 ? ' ' : haystack[index - 1]!;
    if (!/[\p{L}\p{N}]/u.test(before)) found.push(index);
    from = index + 1;
  }
}

function snippetAt(text: string, index: number): string {
  const start = Math.max(0, index - SNIPPET_RADIUS);
  const end = Math.min(text.length, index + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The sections where every word of the query begins a word of the heading or the text, best first: a word in
 * the heading counts far more than one in the text, an exact heading most.
 */
export function searchDocs(index: readonly SearchEntry[], query: string, limit = SEARCH_RESULTS_MAX): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of index) {
    const title = entry.title.toLowerCase();
    const text = entry.text.toLowerCase();
    let score = 0;
    let first = -1;
    let matchedAll = true;
    for (const term of terms) {
      const inTitle = wordStarts(title, term).length;
      const inText = wordStarts(text, term);
      if (inTitle === 0 && inText.length === 0) {
        matchedAll = false;
        break;
      }
      score += inTitle * 20 + Math.min(inText.length, 10);
      if (inText.length > 0 && (first < 0 || inText[0]! < first)) first = inText[0]!;
    }
    if (!matchedAll) continue;
    if (title === terms.join(' ')) score += 50;
    hits.push({ entry, score, snippet: first >= 0 ? snippetAt(entry.text, first) : '' });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
