import { describe, expect, it } from 'vitest';
import { routeChunksOf, withRouteChunkPreloads } from './routeChunkPreloads';

const PAGE = `<!doctype html><html><head><title>Widget Studio</title>
<script type="application/json" id="route-chunks">{"widgetFlow":["/assets/chunks/WidgetFlowPage-A.js","/assets/chunks/chunk-B.js","javascript:alert(1)"]}</script>
</head><body></body></html>`;

describe('route chunk preloads', () => {
  it('reads the chunks the build listed, keeping only asset paths', () => {
    expect(routeChunksOf(PAGE)).toEqual({ widgetFlow: ['/assets/chunks/WidgetFlowPage-A.js', '/assets/chunks/chunk-B.js'] });
    expect(routeChunksOf('<html><head></head></html>')).toEqual({});
    expect(routeChunksOf('<script type="application/json" id="route-chunks">{oops</script>')).toEqual({});
  });

  it('preloads them in the page of a flow URL only', () => {
    const chunks = routeChunksOf(PAGE);
    const flow = withRouteChunkPreloads(PAGE, chunks, '/org-1/widgets/w-1/flow');
    expect(flow).toContain('<link rel="modulepreload" href="/assets/chunks/WidgetFlowPage-A.js" fetchpriority="low">');
    expect(flow).toContain('<link rel="modulepreload" href="/assets/chunks/chunk-B.js" fetchpriority="low">');
    expect(flow.indexOf('modulepreload')).toBeLessThan(flow.indexOf('</head>'));
    for (const other of ['/org-1/widgets/w-1', '/org-1/widgets', '/profile', '/org-1/widgets/w-1/flow/extra']) expect(withRouteChunkPreloads(PAGE, chunks, other)).toBe(PAGE);
  });
});
