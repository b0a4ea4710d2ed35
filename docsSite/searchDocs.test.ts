import { describe, expect, it } from 'vitest';
import { queryTerms, searchDocs, type SearchEntry } from './searchDocs';
import { searchCountText, searchResultsHtml } from './searchResultsHtml';

const entry = (title: string, text: string, href = title.toLowerCase()): SearchEntry => ({ page: 'Nodes', title, href, text });
const index = [
  entry('Collect', 'Saves a record of fields. partition: the group the record belongs to.', 'nodes#node-collect'),
  entry('Results', 'Collected records are listed with their partition and can be exported as CSV.', 'results'),
  entry('Secrets', 'A secret is never sent to a browser.', 'secrets'),
  entry('Recollection', 'Nothing about records here.', 'other'),
];

describe('searchDocs', () => {
  it('matches words by their beginning, in the heading or the text', () => {
    expect(searchDocs(index, 'partit').map((hit) => hit.entry.href)).toEqual(['nodes#node-collect', 'results']);
    // "collect" starts a word of "Collected" but not of "Recollection".
    expect(searchDocs(index, 'collect').map((hit) => hit.entry.href)).toEqual(['nodes#node-collect', 'results']);
  });

  it('needs every word of the query and ranks a heading match first', () => {
    expect(searchDocs(index, 'records csv').map((hit) => hit.entry.href)).toEqual(['results']);
    expect(searchDocs(index, 'secret')[0]!.entry.href).toBe('secrets');
    expect(searchDocs(index, 'nothing-at-all-here')).toEqual([]);
  });

  it('ignores case and punctuation, and an empty query finds nothing', () => {
    expect(queryTerms('  CSV, (records)! ')).toEqual(['csv', 'records']);
    expect(queryTerms('{{secret.api_key}}')).toEqual(['secret.api_key']);
    expect(searchDocs(index, '   ')).toEqual([]);
    expect(searchDocs(index, 'CSV')).toHaveLength(1);
  });

  it('cuts a snippet around the first match and caps the number of hits', () => {
    const long = entry('Long', `${'word '.repeat(60)}needle ${'word '.repeat(60)}`);
    const [hit] = searchDocs([long], 'needle');
    expect(hit!.snippet).toMatch(/^….*needle.*…$/);
    expect(hit!.snippet.length).toBeLessThan(180);
    const many = Array.from({ length: 30 }, (_, i) => entry(`Page ${i}`, 'common text', `p${i}`));
    expect(searchDocs(many, 'common')).toHaveLength(20);
    expect(searchDocs(many, 'common', 5)).toHaveLength(5);
  });
});

describe('searchResultsHtml', () => {
  it('lists the hits as links with their page and snippet, escaping every text', () => {
    const html = searchResultsHtml(searchDocs([entry('<b>Tag</b>', 'a <script> text', 'x#y')], 'tag'), '<i>tag</i>');
    expect(html).toContain('<a class="docs-results__link" href="x#y">&lt;b&gt;Tag&lt;/b&gt;</a>');
    expect(html).toContain('1 result for “&lt;i&gt;tag&lt;/i&gt;”.');
    expect(html).not.toContain('<script>');
    expect(searchResultsHtml([], 'x', { count: false })).toBe('');
  });

  it('counts results in words', () => {
    expect(searchCountText(0, 'zz')).toBe('Nothing matches “zz”.');
    expect(searchCountText(2, 'a')).toBe('2 results for “a”.');
    expect(searchCountText(0, ' ')).toBe('Type a word to search the documentation.');
  });
});
