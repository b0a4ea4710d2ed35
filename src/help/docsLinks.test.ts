import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { NODE_TYPES } from '../../engine/model/flowTypes';
import { renderDocsPages } from '../../docsSite/docsSite';
import { allHelpTargets, docsHref, HELP } from './docsLinks';

describe('help links', () => {
  it('lead to a page and a section that the built documentation has', () => {
    const pages = renderDocsPages(path.resolve(__dirname, '../../docs'));
    const missing = allHelpTargets().filter((target) => {
      const page = pages.find((candidate) => candidate.slug === target.page);
      return !page || (target.section !== undefined && !page.headings.some((heading) => heading.id === target.section));
    });
    expect(missing).toEqual([]);
    expect(allHelpTargets().filter((target) => target.page === 'nodes' && target.section?.startsWith('node-'))).toHaveLength(NODE_TYPES.length);
  });

  it('are addresses under the configured documentation base', () => {
    expect(docsHref('/docs', HELP.home)).toBe('/docs/');
    expect(docsHref('/docs', HELP.node('http_request'))).toBe('/docs/nodes#node-http-request');
    expect(docsHref('https://docs.example.com/studio/', HELP.files)).toBe('https://docs.example.com/studio/view-editor#files');
    expect(docsHref('https://docs.example.com#old', HELP.secrets)).toBe('https://docs.example.com/secrets');
    expect(docsHref('', HELP.publishing)).toBe('/publishing#embedding');
  });

  it('send an error name to its own section when it can have one, else to the list', () => {
    expect(HELP.error('http-timeout')).toEqual({ page: 'results', section: 'error-http-timeout' });
    expect(HELP.error('Some Error')).toEqual({ page: 'results', section: 'errors' });
    expect(HELP.error('')).toEqual({ page: 'results', section: 'errors' });
  });
});
