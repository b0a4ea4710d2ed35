// One documentation page from Markdown to HTML with marked: headings get ids (`## Title {#id}` names one,
// otherwise a slug of the text, unique on the page) and a link to themselves; links to another page's file
// (`nodes.md#node-collect`) become that page's address (`nodes#node-collect`); tables get a scrolling wrapper.
// It answers the headings and the plain text of each section too, for the search index and the tests.
import { Marked, type Tokens } from 'marked';
import { DOCS_PAGES, docsPageHref } from './docsPages';
import { escapeHtml, htmlToText } from './htmlText';

export interface DocsHeading {
  depth: number;
  id: string;
  /** The heading as plain text. */
  text: string;
}

export interface DocsSection {
  /** The heading that opens the section (the page title for the text before the first h2). */
  heading: DocsHeading;
  /** The section's plain text, headings of deeper levels included. */
  text: string;
}

export interface RenderedMarkdown {
  /** The h1's text. */
  title: string;
  html: string;
  headings: DocsHeading[];
  /** One per h1, h2 and h3. */
  sections: DocsSection[];
  /** Every href the page links to, as written in the HTML. */
  links: string[];
}

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

const PAGE_FILE_LINK = /^([a-z0-9-]+)\.md(#[a-z0-9-]+)?$/;

/** A link as written in the Markdown → the href in the built page (page files become page addresses). */
export function rewriteHref(href: string): string {
  const match = PAGE_FILE_LINK.exec(href);
  if (!match) return href;
  const page = DOCS_PAGES.find((candidate) => candidate.file === `${match[1]}.md`);
  if (!page) throw new Error(`Link to an unknown documentation page: ${href}`);
  return docsPageHref(page.slug) + (match[2] ?? '');
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: DocsHeading[] = [];
  const links: string[] = [];
  const used = new Set<string>();
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, token: Tokens.Heading) {
        let inner = this.parser.parseInline(token.tokens);
        const explicit = EXPLICIT_ID.exec(inner);
        if (explicit) inner = inner.slice(0, explicit.index);
        let id = explicit ? explicit[1]! : slugify(htmlToText(inner));
        if (used.has(id)) {
          if (explicit) throw new Error(`Heading id used twice on one page: ${id}`);
          let suffix = 2;
          while (used.has(`${id}-${suffix}`)) suffix += 1;
          id = `${id}-${suffix}`;
        }
        used.add(id);
        const text = htmlToText(inner);
        headings.push({ depth: token.depth, id, text });
        // The self link is for pointers (copy the address); keyboard and screen-reader users have the table of contents.
        const self = token.depth === 1 ? '' : ` <a class="docs-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a>`;
        return `<h${token.depth} id="${id}">${inner}${self}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Link['tokens']): string } }, token: Tokens.Link) {
        const href = rewriteHref(token.href);
        links.push(href);
        const external = /^https?:\/\//.test(href);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<a href="${escapeHtml(href)}"${title}${external ? ' rel="noopener noreferrer"' : ''}>${this.parser.parseInline(token.tokens)}</a>`;
      },
    },
  });
  // Wide tables scroll inside a focusable region of their own (keyboard users can scroll it too).
  const html = (marked.parse(markdown) as string).replace(/<table>/g, '<div class="docs-table" tabindex="0" role="region" aria-label="Table">\n<table>').replace(/<\/table>/g, '</table>\n</div>');
  const title = headings.find((heading) => heading.depth === 1)?.text;
  if (!title) throw new Error('A documentation page starts with a # title');
  return { title, html, headings, sections: sectionsOf(html, headings), links };
}

/** The plain text under each h1–h3 of the rendered page. */
function sectionsOf(html: string, headings: DocsHeading[]): DocsSection[] {
  const byId = new Map(headings.map((heading) => [heading.id, heading]));
  const sections: DocsSection[] = [];
  const opening = /<h([1-3]) id="([^"]+)">/g;
  const starts: { index: number; heading: DocsHeading }[] = [];
  for (const match of html.matchAll(opening)) starts.push({ index: match.index, heading: byId.get(match[2]!)! });
  starts.forEach((start, position) => {
    const end = starts[position + 1]?.index ?? html.length;
    const body = html.slice(start.index, end).replace(/^<h[1-3][^>]*>[\s\S]*?<\/h[1-3]>/, '').replace(/<a class="docs-anchor"[^>]*>#<\/a>/g, '');
    sections.push({ heading: start.heading, text: htmlToText(body) });
  });
  return sections;
}
