// The HTML around every documentation page: a skip link, the header with the search form (it works without
// JavaScript: the form asks the server's /docs/search), the pages' navigation, the page in <main>, the page's own
// table of contents and a footer. Scripts are files (the studio's CSP refuses inline ones). Every address is
// relative to /docs/, so the built folder works wherever it is served.
import { DOCS_PAGES, docsPageHref, type DocsPageSlug } from './docsPages';
import { escapeHtml } from './htmlText';
import type { DocsHeading } from './renderMarkdown';

export interface DocsAssets {
  /** Addresses relative to /docs/. */
  script: string;
  style: string;
  favicon: string;
}

export interface LayoutInput {
  /** Null for pages outside the navigation (search, not found). */
  slug: DocsPageSlug | null;
  title: string;
  html: string;
  headings: readonly DocsHeading[];
  /** Navigation titles, in the order of DOCS_PAGES. */
  navigation: readonly { slug: DocsPageSlug; title: string }[];
  assets: DocsAssets;
  /** A <base> for pages served at any depth (the not-found page). */
  baseHref?: string;
  /** What the search box holds, as HTML attribute text (the search page passes SEARCH_QUERY_MARKER). */
  queryAttribute?: string;
}

/** Where the search page puts the query and the results (the server fills them in). */
export const SEARCH_QUERY_MARKER = '%%docs-search-query%%';
export const SEARCH_RESULTS_MARKER = '<!--docs-search-results-->';

export const SITE_NAME = 'Widget Studio documentation';

export function pageLayout(input: LayoutInput): string {
  const nav = input.navigation
    .map(({ slug, title }) => {
      const current = slug === input.slug ? ' aria-current="page"' : '';
      return `<li><a href="${docsPageHref(slug)}"${current}>${escapeHtml(title)}</a></li>`;
    })
    .join('\n');
  const contents = input.headings.filter((heading) => heading.depth === 2);
  const toc =
    contents.length > 1
      ? `<nav class="docs-toc" aria-label="On this page">
<h2 class="docs-toc__title">On this page</h2>
<ul>
${contents.map((heading) => `<li><a href="#${heading.id}">${escapeHtml(heading.text)}</a></li>`).join('\n')}
</ul>
</nav>`
      : '';
  const query = input.queryAttribute ?? '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${input.baseHref ? `<base href="${input.baseHref}">\n` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(input.title)} · ${SITE_NAME}</title>
<link rel="icon" type="image/svg+xml" href="${input.assets.favicon}">
<link rel="stylesheet" href="${input.assets.style}">
<script src="${input.assets.script}"></script>
</head>
<body class="docs">
<a class="docs-skip" href="#content">Skip to content</a>
<header class="docs-header">
<a class="docs-brand" href="./"><img class="docs-brand__mark" src="${input.assets.favicon}" alt="" width="28" height="28">Widget Studio <span class="docs-brand__sub">Documentation</span></a>
<form class="docs-search" role="search" action="search" method="get" data-docs-search>
<label class="docs-visually-hidden" for="docs-search-input">Search the documentation</label>
<input id="docs-search-input" class="docs-search__input" type="search" name="q" value="${query}" placeholder="Search the documentation" autocomplete="off" maxlength="200" aria-describedby="docs-search-hint" aria-controls="docs-search-live">
<button class="docs-search__button" type="submit">Search</button>
<span id="docs-search-hint" class="docs-visually-hidden">Results appear as you type; press the down arrow to reach them, Enter for the full results page.</span>
<p class="docs-search__status docs-visually-hidden" role="status"></p>
<div id="docs-search-live" class="docs-search__live" hidden></div>
</form>
<a class="docs-studio-link" href="../">Open the studio</a>
</header>
<div class="docs-layout">
<nav class="docs-nav" aria-label="Documentation">
<ul>
${nav}
</ul>
</nav>
<main id="content" class="docs-main" tabindex="-1">
<article class="docs-article">
${input.html}
</article>
</main>
${toc}
</div>
<footer class="docs-footer">
<p>This documentation ships with the studio and describes this version of it. <a href="./">Getting started</a> · <a href="self-hosting">Self-hosting</a></p>
</footer>
</body>
</html>
`;
}

/** The navigation of every page: each page's h1. */
export function navigationOf(pages: readonly { slug: DocsPageSlug; title: string }[]): { slug: DocsPageSlug; title: string }[] {
  return DOCS_PAGES.map(({ slug }) => ({ slug, title: pages.find((page) => page.slug === slug)!.title }));
}
