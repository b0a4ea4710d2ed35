// The whole documentation site from docs/*.md: every page rendered in its layout, the search page's template,
// the not-found page and the search index. Pure apart from reading the Markdown, so tests render the same site
// the build writes (docsBuild.mjs writes these files under BUILD_DIR/client/docs/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_PAGES, DOCS_PATH, docsPageFile, docsPageHref, NOT_FOUND_FILE, SEARCH_INDEX_FILE, SEARCH_TEMPLATE_FILE, type DocsPageSlug } from './docsPages';
import { expandGenerated } from './generatedSections';
import { navigationOf, pageLayout, SEARCH_QUERY_MARKER, SEARCH_RESULTS_MARKER, type DocsAssets } from './pageLayout';
import { renderMarkdown, type DocsHeading, type DocsSection } from './renderMarkdown';
import type { SearchEntry } from './searchDocs';

export interface DocsPage {
  slug: DocsPageSlug;
  title: string;
  /** The Markdown as written, before the generated sections are put in. */
  source: string;
  /** The page's own HTML (inside the layout). */
  html: string;
  headings: DocsHeading[];
  sections: DocsSection[];
  links: string[];
}

export interface DocsSite {
  pages: DocsPage[];
  searchIndex: SearchEntry[];
  /** File name under the docs folder → content. */
  files: Map<string, string>;
}

const SECTION_TEXT_MAX = 4000;

export function renderDocsPages(docsDir: string): DocsPage[] {
  return DOCS_PAGES.map(({ slug, file }) => {
    const source = readFileSync(path.join(docsDir, file), 'utf8');
    const rendered = renderMarkdown(expandGenerated(source));
    return { slug, source, ...rendered };
  });
}

/** Every internal link that names a page or an anchor that does not exist ("page#anchor" as written). */
export function brokenLinks(pages: readonly DocsPage[]): string[] {
  const broken: string[] = [];
  for (const page of pages) {
    for (const href of page.links) {
      if (/^[a-z]+:/.test(href) || href.startsWith('/') || href.startsWith('../')) continue;
      const [target, anchor] = href.split('#') as [string, string | undefined];
      const linked = target === '' ? page : pages.find((candidate) => docsPageHref(candidate.slug) === target);
      if (!linked || (anchor !== undefined && !linked.headings.some((heading) => heading.id === anchor))) {
        broken.push(`${docsPageHref(page.slug)} → ${href}`);
      }
    }
  }
  return broken;
}

export function searchIndexOf(pages: readonly DocsPage[]): SearchEntry[] {
  return pages.flatMap((page) =>
    page.sections.map((section) => ({
      page: page.title,
      title: section.heading.text,
      href: section.heading.depth === 1 ? docsPageHref(page.slug) : `${docsPageHref(page.slug)}#${section.heading.id}`,
      text: section.text.slice(0, SECTION_TEXT_MAX),
    })),
  );
}

export function renderDocsSite(docsDir: string, assets: DocsAssets): DocsSite {
  const pages = renderDocsPages(docsDir);
  const broken = brokenLinks(pages);
  if (broken.length > 0) throw new Error(`Broken documentation links:\n${broken.join('\n')}`);
  const navigation = navigationOf(pages);
  const files = new Map<string, string>();
  for (const page of pages) {
    files.set(docsPageFile(page.slug), pageLayout({ slug: page.slug, title: page.title, html: page.html, headings: page.headings, navigation, assets }));
  }
  files.set(
    SEARCH_TEMPLATE_FILE,
    pageLayout({
      slug: null,
      title: 'Search',
      html: `<h1 id="search">Search</h1>\n<div class="docs-results-page">${SEARCH_RESULTS_MARKER}</div>`,
      headings: [],
      navigation,
      assets,
      queryAttribute: SEARCH_QUERY_MARKER,
    }),
  );
  files.set(
    NOT_FOUND_FILE,
    pageLayout({
      slug: null,
      title: 'Page not found',
      html: '<h1 id="not-found">Page not found</h1>\n<p>There is no documentation page at this address. Search above, or start from <a href="./">Getting started</a>.</p>',
      headings: [],
      navigation,
      assets,
      // Served for any unknown address under /docs/, however deep: its links must not depend on where it is.
      baseHref: `${DOCS_PATH}/`,
    }),
  );
  const searchIndex = searchIndexOf(pages);
  files.set(SEARCH_INDEX_FILE, JSON.stringify(searchIndex));
  return { pages, searchIndex, files };
}
