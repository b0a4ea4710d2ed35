// The pages of the built-in documentation, in the order of its navigation: each is docs/<file> rendered to
// /docs/<slug> (the first, getting started, is /docs/). The studio's help links name these slugs
// (src/help/docsLinks.ts), and a test checks every link against the rendered pages and anchors.

export const DOCS_PAGES = [
  { slug: '', file: 'index.md' },
  { slug: 'flow-editor', file: 'flow-editor.md' },
  { slug: 'co-editing', file: 'co-editing.md' },
  { slug: 'nodes', file: 'nodes.md' },
  { slug: 'view-editor', file: 'view-editor.md' },
  { slug: 'publishing', file: 'publishing.md' },
  { slug: 'results', file: 'results.md' },
  { slug: 'secrets', file: 'secrets.md' },
  { slug: 'organizations', file: 'organizations.md' },
  { slug: 'plans', file: 'plans.md' },
  { slug: 'self-hosting', file: 'self-hosting.md' },
] as const;

export type DocsPageSlug = (typeof DOCS_PAGES)[number]['slug'];

/** The path of the built docs, on the studio. */
export const DOCS_PATH = '/docs';

/** Files of the build besides the pages: the search page's template, the not-found page, the search index. */
export const SEARCH_TEMPLATE_FILE = 'search.html';
export const NOT_FOUND_FILE = '404.html';
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The file a page is written to in the build (`index.html` for the first). */
export function docsPageFile(slug: DocsPageSlug): string {
  return slug === '' ? 'index.html' : `${slug}.html`;
}

/** A page's address relative to the docs root (`./` for the first), as the pages link to each other. */
export function docsPageHref(slug: DocsPageSlug): string {
  return slug === '' ? './' : slug;
}

export function isDocsPageSlug(value: string): value is DocsPageSlug {
  return DOCS_PAGES.some((page) => page.slug === value);
}
