import { describe, expect, it } from 'vitest';
import { decodeSharePayload, encodeSharePayload } from '../../../../contracts/sharePayload';
import { DEFAULT_SHARE_OPTIONS, type ShareOptions } from './shareOptions';
import { embedSnippet, iframeSnippet, parseShareLink, reactSnippet, shareUrl, snippetFor } from './shareSnippets';

const ORIGIN = 'https://studio.example';
const ID = '0b6f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
const all: ShareOptions = {
  debug: true,
  lazyLoad: true,
  pixel: true,
  dataAttributes: [
    { name: 'data-user-id', value: '4"2' },
    { name: 'data-', value: 'dropped' },
    { name: 'user', value: 'dropped' },
  ],
};

describe('embed snippet', () => {
  it('is the bare script tag with defaults', () => {
    expect(embedSnippet(ORIGIN, ID, DEFAULT_SHARE_OPTIONS)).toBe(`<script src="${ORIGIN}/embed.js" data-widget-id="${ID}" async></script>`);
  });

  it('carries every option, escapes values, drops bad names and adds the noscript pixel', () => {
    expect(embedSnippet(ORIGIN, ID, all)).toBe(
      `<script src="${ORIGIN}/embed.js" data-widget-id="${ID}" data-debug data-lazy-load data-pixel data-user-id="4&quot;2" async></script>\n` +
        `<noscript><img src="${ORIGIN}/runtime/v1/widgets/${ID}/pixel.gif" alt="" width="1" height="1"></noscript>`,
    );
  });
});

describe('react snippet', () => {
  it('imports the studio module and passes the options as props', () => {
    const snippet = reactSnippet(ORIGIN, ID, all);
    expect(snippet).toContain(`import { WidgetStudio } from '${ORIGIN}/runtime/v1/react.js';`);
    expect(snippet).toContain(`<WidgetStudio widgetId="${ID}" debug lazyLoad pixel dataAttributes={{ "data-user-id": "4\\"2" }} />`);
    expect(reactSnippet(ORIGIN, ID, DEFAULT_SHARE_OPTIONS)).toContain(`<WidgetStudio widgetId="${ID}" />`);
  });
});

describe('share url and iframe', () => {
  it('encode only debug and the emitted data attributes', () => {
    const url = shareUrl(ORIGIN, ID, all);
    const payload = url.slice(`${ORIGIN}/w/`.length);
    expect(url.startsWith(`${ORIGIN}/w/`)).toBe(true);
    expect(decodeSharePayload(payload)).toEqual({ widgetId: ID, debug: true, dataAttributes: [['data-user-id', '4"2']] });
    expect(iframeSnippet(ORIGIN, ID, all)).toBe(`<iframe src="${url}" style="width:100%;height:480px;border:0" title="Widget" referrerpolicy="no-referrer-when-downgrade"></iframe>`);
    expect(snippetFor('url', ORIGIN, ID, all)).toBe(url);
    expect(snippetFor('iframe', ORIGIN, ID, { ...all, lazyLoad: false, pixel: false })).toBe(iframeSnippet(ORIGIN, ID, all));
  });

  it('round-trips the payload codec, unicode values included', () => {
    const payload = { widgetId: ID, debug: false, dataAttributes: [['data-name', 'Zoë ✓ / + ='] as [string, string]] };
    const encoded = encodeSharePayload(payload);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharePayload(encoded)).toEqual(payload);
  });
});

describe('parseShareLink', () => {
  it('reads debug and data attributes from a link of this studio', () => {
    const url = shareUrl(ORIGIN, ID, { ...DEFAULT_SHARE_OPTIONS, debug: true, dataAttributes: [{ name: 'data-plan', value: 'pro' }] });
    expect(parseShareLink(`  ${url}\n`, ORIGIN)).toEqual({ widgetId: ID, debug: true, dataAttributes: [{ name: 'data-plan', value: 'pro' }] });
  });

  it('ignores another origin, other paths, bad payloads and non-URLs', () => {
    const url = shareUrl(ORIGIN, ID, all);
    expect(parseShareLink(url.replace(ORIGIN, 'https://evil.example'), ORIGIN)).toBeNull();
    expect(parseShareLink(url.replace(ORIGIN, 'http://studio.example'), ORIGIN)).toBeNull();
    expect(parseShareLink(url.replace('/w/', '/x/'), ORIGIN)).toBeNull();
    expect(parseShareLink(`${ORIGIN}/w/not*base64`, ORIGIN)).toBeNull();
    expect(parseShareLink(`${ORIGIN}/w/${btoa('[1,2]')}`, ORIGIN)).toBeNull();
    expect(parseShareLink('hello', ORIGIN)).toBeNull();
  });
});
