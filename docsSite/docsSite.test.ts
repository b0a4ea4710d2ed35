// The documentation against the code it describes: rendered exactly as the build renders it, every internal link
// resolves, every node kind has its section explaining every field of its config, every error the runtime can
// record has its section, every configuration variable the server reads is in the table, every embed attribute
// and React prop is listed, and the pages are well-formed for assistive technology (one h1, no skipped levels,
// no inline script).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from '../engine/model/flowTypes';
import { NODE_KINDS } from '../engine/model/kinds/nodeKindRegistry';
import { LOADER_ATTRIBUTES } from '../runtime/loader/embedOptions';
import { allFieldNames, fieldsOf } from './configFields';
import { DOCS_PAGES, type DocsPageSlug } from './docsPages';
import { brokenLinks, renderDocsPages, renderDocsSite, type DocsPage } from './docsSite';
import { nodeKindAnchor } from './generatedSections';

const root = path.resolve(__dirname, '..');
const docsDir = path.join(root, 'docs');
const pages = renderDocsPages(docsDir);
const page = (slug: DocsPageSlug): DocsPage => pages.find((candidate) => candidate.slug === slug)!;

/** The Markdown as written under a `## … {#id}` (or deeper) heading, up to the next heading of its level or above. */
function sourceSection(source: string, id: string): string {
  const heading = new RegExp(`^(#{2,6}) .*\\{#${id}\\}\\s*$`, 'm').exec(source);
  if (!heading) return '';
  const rest = source.slice(heading.index + heading[0].length);
  const end = rest.search(new RegExp(`^#{1,${heading[1]!.length}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** Non-test TypeScript files under a folder. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

describe('the documentation site', () => {
  it('renders every page of the list, and only those', () => {
    const files = readdirSync(docsDir).filter((file) => file.endsWith('.md')).sort();
    expect(files).toEqual(DOCS_PAGES.map((entry) => entry.file).sort());
    const site = renderDocsSite(docsDir, { script: 'assets/docs.js', style: 'assets/docs.css', favicon: 'assets/favicon.svg' });
    expect([...site.files.keys()].sort()).toEqual([...DOCS_PAGES.map((entry) => (entry.slug === '' ? 'index.html' : `${entry.slug}.html`)), '404.html', 'search-index.json', 'search.html'].sort());
    for (const [file, content] of site.files) {
      if (!file.endsWith('.html')) continue;
      expect(content, file).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      expect(content, file).toContain('<html lang="en">');
    }
  });

  it('has no link to a page or section that does not exist', () => {
    expect(brokenLinks(pages)).toEqual([]);
  });

  it('gives each page one h1 and never skips a heading level', () => {
    for (const { slug, headings } of pages) {
      expect(headings.filter((heading) => heading.depth === 1), slug).toHaveLength(1);
      expect(headings[0]!.depth, slug).toBe(1);
      headings.forEach((heading, index) => {
        if (index > 0) expect(heading.depth - headings[index - 1]!.depth, `${slug}#${heading.id}`).toBeLessThanOrEqual(1);
      });
    }
  });

  it('indexes every section for search', () => {
    const site = renderDocsSite(docsDir, { script: 'a.js', style: 'a.css', favicon: 'f.svg' });
    const collect = site.searchIndex.find((entry) => entry.href === 'nodes#node-collect')!;
    expect(collect).toMatchObject({ page: 'Nodes', title: 'Collect' });
    expect(collect.text).toContain('partition');
    expect(site.searchIndex.find((entry) => entry.href === './')).toMatchObject({ title: 'Getting started' });
  });
});

describe('nodes page', () => {
  const nodes = page('nodes');

  it('has a section per node kind, with the facts generated from its definition', () => {
    for (const type of NODE_TYPES) {
      const id = nodeKindAnchor(type);
      expect(nodes.headings.map((heading) => heading.id), type).toContain(id);
      expect(sourceSection(nodes.source, id), type).toContain(`<!-- generated: node-kind ${type} -->`);
    }
  });

  it('explains every field of every kind in the words written for it (not only the generated list)', () => {
    const missing: string[] = [];
    for (const type of NODE_TYPES) {
      const written = sourceSection(nodes.source, nodeKindAnchor(type));
      for (const name of allFieldNames(fieldsOf(NODE_KINDS[type].configSchema as never))) {
        if (!written.includes(`\`${name}\``)) missing.push(`${type}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('results page', () => {
  it('has a section for every error name the runtime and the server record', () => {
    const code = [...sources('runtime'), ...sources('server/runtime')].join('\n');
    const names = new Set<string>();
    const patterns = [
      /(?:NodeFailure|OutgoingRequestError|CodeRunError)\(\s*'([a-z0-9-]+)'/g,
      /\bfail\(\s*'([a-z0-9-]+)'/g,
      /widget_flow_error_thrown'[^\n]*?\berror:\s*'([a-z0-9-]+)'/g,
      /\bcode:\s*'([a-z]+-[a-z0-9-]+)'/g,
    ];
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) names.add(match[1]!);
    // Union types of error codes (`readonly code: 'a' | 'b'`, `type CodeRunErrorCode = 'a' | 'b'`).
    for (const union of code.matchAll(/(?:code:|Code =)\s*((?:'[a-z0-9-]+'\s*\|\s*)+'[a-z0-9-]+')/g)) {
      for (const literal of union[1]!.matchAll(/'([a-z0-9-]+)'/g)) names.add(literal[1]!);
    }
    expect(names.size).toBeGreaterThan(20);
    const ids = new Set(page('results').headings.map((heading) => heading.id));
    expect([...names].filter((name) => !ids.has(`error-${name}`)).sort()).toEqual([]);
  });
});

describe('publishing page', () => {
  it('lists every attribute the embed loader reads and every prop of the React component', () => {
    const publishing = page('publishing');
    const attributes = sourceSection(publishing.source, 'data-attributes');
    for (const attribute of LOADER_ATTRIBUTES) expect(attributes, attribute).toContain(`\`${attribute}\``);
    const props = readFileSync(path.join(root, 'packages/widget-react/src/WidgetStudio.ts'), 'utf8');
    const declared = /export interface WidgetStudioProps \{([\s\S]*?)\n\}/.exec(props)![1]!;
    const names = [...declared.matchAll(/^\s+([a-zA-Z]+)\??:/gm)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(5);
    const react = sourceSection(publishing.source, 'react-component');
    for (const name of names) expect(react, name).toContain(`\`${name}\``);
  });
});

describe('self-hosting page', () => {
  it('documents every configuration variable the server reads', () => {
    const code = sources('server').join('\n');
    const variables = new Set([...code.matchAll(/\benv, '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]!));
    expect(variables.size).toBeGreaterThan(30);
    const table = sourceSection(page('self-hosting').source, 'configuration');
    expect([...variables].filter((name) => !table.includes(`\`${name}\``)).sort()).toEqual([]);
  });
});
