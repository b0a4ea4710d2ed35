import { describe, expect, it } from 'vitest';
import { renderMarkdown, rewriteHref, slugify } from './renderMarkdown';

describe('renderMarkdown', () => {
  it('gives headings the id they name, or a unique slug of their text, and a pointer-only self link', () => {
    const page = renderMarkdown('# Title\n\n## Collect {#node-collect}\n\n## Same\n\n## Same\n\n### A `code` heading\n');
    expect(page.title).toBe('Title');
    expect(page.headings.map((heading) => heading.id)).toEqual(['title', 'node-collect', 'same', 'same-2', 'a-code-heading']);
    expect(page.html).toContain('<h1 id="title">Title</h1>');
    expect(page.html).toContain('<h2 id="node-collect">Collect <a class="docs-anchor" href="#node-collect" aria-hidden="true" tabindex="-1">#</a></h2>');
    expect(() => renderMarkdown('# T\n\n## A {#x}\n\n## B {#x}\n')).toThrow(/used twice/);
    expect(() => renderMarkdown('No title')).toThrow(/starts with a # title/);
  });

  it('turns links to page files into page addresses and refuses an unknown page', () => {
    expect(rewriteHref('nodes.md#node-collect')).toBe('nodes#node-collect');
    expect(rewriteHref('index.md')).toBe('./');
    expect(rewriteHref('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(() => rewriteHref('nowhere.md')).toThrow(/unknown documentation page/);
    const page = renderMarkdown('# T\n\nSee [secrets](secrets.md) and [site](https://example.com).\n');
    expect(page.links).toEqual(['secrets', 'https://example.com']);
    expect(page.html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
  });

  it('wraps tables in a focusable scrolling region and escapes code', () => {
    const page = renderMarkdown('# T\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```html\n<script>x</script>\n```\n');
    expect(page.html).toContain('<div class="docs-table" tabindex="0" role="region" aria-label="Table">');
    expect(page.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.html).not.toContain('<script>');
  });

  it('splits the plain text by section for the search', () => {
    const page = renderMarkdown('# T\n\nIntro *text*.\n\n## One\n\nFirst &amp; only.\n\n### Deeper\n\nMore.\n');
    expect(page.sections.map((section) => [section.heading.id, section.text])).toEqual([
      ['t', 'Intro text.'],
      ['one', 'First & only.'],
      ['deeper', 'More.'],
    ]);
  });

  it('slugs like a reader expects', () => {
    expect(slugify('Éclair & “Quotes”: 2 ways')).toBe('eclair-quotes-2-ways');
    expect(slugify('***')).toBe('section');
  });
});
