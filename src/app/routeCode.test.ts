// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteCode, resetRouteCode } from './routeCode';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('studio');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'route-chunks';
    script.textContent = block;
    doc.head.appendChild(script);
  }
  return doc;
}

const links = (doc: Document) => [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

afterEach(resetRouteCode);

describe('preloadRouteCode', () => {
  it('adds one modulepreload link per listed chunk, once', () => {
    const doc = pageWith(JSON.stringify({ widgetFlow: ['/assets/chunks/WidgetFlowPage-A.js', '/assets/chunks/chunk-B.js'] }));
    expect(preloadRouteCode('widgetFlow', doc)).toBe(2);
    expect(preloadRouteCode('widgetFlow', doc)).toBe(0);
    expect(links(doc)).toEqual(['/assets/chunks/WidgetFlowPage-A.js', '/assets/chunks/chunk-B.js']);
  });

  it('skips chunks the page already preloads (the server lists them for a flow URL)', () => {
    const doc = pageWith(JSON.stringify({ widgetFlow: ['/assets/chunks/WidgetFlowPage-A.js', '/assets/chunks/chunk-B.js'] }));
    const served = doc.createElement('link');
    served.rel = 'modulepreload';
    served.href = '/assets/chunks/WidgetFlowPage-A.js';
    served.setAttribute('href', '/assets/chunks/WidgetFlowPage-A.js');
    doc.head.appendChild(served);
    expect(preloadRouteCode('widgetFlow', doc)).toBe(1);
    expect(links(doc)).toEqual(['/assets/chunks/WidgetFlowPage-A.js', '/assets/chunks/chunk-B.js']);
  });

  it('does nothing without the data block or with a broken one', () => {
    const bare = pageWith(null);
    expect(preloadRouteCode('widgetFlow', bare)).toBe(0);
    resetRouteCode();
    const broken = pageWith('{not json');
    expect(preloadRouteCode('widgetFlow', broken)).toBe(0);
    expect(links(broken)).toEqual([]);
  });
});
