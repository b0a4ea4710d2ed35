import { describe, expect, it } from 'vitest';
import { withInlineAppConfig } from './inlineAppConfig';

const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget Studio</title></head><body></body></html>';

describe('withInlineAppConfig', () => {
  it('writes the config as a JSON data block first in the head', () => {
    const page = withInlineAppConfig(PAGE, { apiBase: '/api', tracing: false });
    const block = /<head>\s*<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({ apiBase: '/api', tracing: false });
    expect(page.indexOf('id="app-config"')).toBeLessThan(page.indexOf('<meta charset'));
  });

  it('escapes < so a value cannot close the element or open another', () => {
    const hostile = { supportEmail: '</script><script>alert(1)</script>', note: '<!--' };
    const page = withInlineAppConfig(PAGE, hostile);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    const text = /id="app-config">([^<]*)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('leaves a page without a head as it is', () => {
    expect(withInlineAppConfig('<p>no head</p>', { a: 1 })).toBe('<p>no head</p>');
  });
});
