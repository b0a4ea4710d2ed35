// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nodeRunFixture, testNode } from '../testing/nodeRunFixture';
import type { ViewChoice } from './nodeExecutor';
import { redirectNode, safeDestination, type Navigation } from './redirectNode';

function navigation(followed: ViewChoice | null) {
  const calls: string[] = [];
  const nav: Navigation = {
    followedChoice: () => followed,
    flushEvents: () => calls.push('flush'),
    go: (_view, url, replace) => calls.push(`${replace ? 'replace' : 'push'} ${url}`),
  };
  return { nav, calls };
}

describe('redirectNode', () => {
  it('push: records redirected, flushes the events, then navigates with a new history entry', async () => {
    const { nav, calls } = navigation(null);
    const { run, emitted } = nodeRunFixture(testNode('redirect', { url: 'https://example.com/thanks?id={{1.id}}', replace: false }), { '1.id': 'a b' });
    expect(await redirectNode(nav)(run)).toEqual({ port: null });
    expect(emitted).toEqual([{ name: 'widget_flow_redirected', payload: { destinationUrl: 'https://example.com/thanks?id=a%20b' } }]);
    expect(calls).toEqual(['flush', 'push https://example.com/thanks?id=a%20b']);
  });

  it('replace: replaces the history entry; after a click it is link_followed, naming the button pressed', async () => {
    const { nav, calls } = navigation({ button: 'Read more', output: 2 });
    const { run, emitted } = nodeRunFixture(testNode('redirect', { url: '/next', replace: true }));
    await redirectNode(nav)(run);
    expect(emitted[0]).toEqual({ name: 'widget_flow_link_followed', payload: { destinationUrl: new URL('/next', window.location.href).href, button: 'Read more', output: 2 } });
    expect(calls[1]).toBe(`replace ${new URL('/next', window.location.href).href}`);
  });

  it('refuses an empty or non-http URL with error_thrown and does not navigate', async () => {
    for (const url of ['', 'javascript:alert(1)', '{{1.nothing}}']) {
      const { nav, calls } = navigation(null);
      const { run, emitted } = nodeRunFixture(testNode('redirect', { url, replace: false }));
      expect(await redirectNode(nav)(run)).toEqual({ port: null });
      expect(emitted[0]!.name).toBe('widget_flow_error_thrown');
      expect(calls).toEqual([]);
    }
  });

  it('safeDestination resolves relative URLs and keeps http(s) only', () => {
    expect(safeDestination('a', 'https://site.test/x/y')).toBe('https://site.test/x/a');
    expect(safeDestination('data:text/html,hi', 'https://site.test/')).toBeNull();
  });
});
