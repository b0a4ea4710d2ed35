// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ENTRYPOINT_CONTEXT_NAMES } from '../../contracts/runtime';
import { nodeRunFixture, testNode, TEST_VISITOR } from '../testing/nodeRunFixture';
import { entrypointNode } from './entrypointNode';

describe('entrypointNode', () => {
  it('offers every entrypoint value, the query parameters and the data attributes', async () => {
    window.history.replaceState(null, '', '/pricing?utm_source=news&plan=pro');
    const node = testNode('entrypoint', { queryParams: ['utm_source', 'utm_medium'], allowedOrigins: ['*'], dataAttributes: ['data-user-id', 'data-missing'] }, 1);
    const { run, context } = nodeRunFixture(node);
    const outcome = await entrypointNode({
      widgetId: 'w-1',
      dataAttributes: { 'data-user-id': '42', 'data-other': 'x' },
      visitorFacts: async () => ({ ip: '203.0.113.9', country: 'DE' }),
    })(run);
    expect(outcome.port).toBe(0);
    for (const name of ENTRYPOINT_CONTEXT_NAMES) expect(outcome.values).toHaveProperty(name);
    expect(outcome.values).toMatchObject({
      widget_id: 'w-1',
      session_id: TEST_VISITOR.sessionId,
      pageload_id: TEST_VISITOR.pageloadId,
      lead_id: TEST_VISITOR.leadId,
      page_url: window.location.href,
      user_agent: navigator.userAgent,
      ip: '203.0.113.9',
      country: 'DE',
      utm_source: 'news',
      utm_medium: null,
      'data-user-id': '42',
      'data-missing': null,
    });
    expect(new Date(String(outcome.values!.now)).getTime()).toBeGreaterThan(0);
    // Through the context: the names the editor offers (data attributes keep their data_ prefix).
    context.addOffered(node, 0, outcome.values);
    expect(context.substitute('{{1.data_user_id}}/{{1.utm_source}}/{{1.country}}/{{1.data_other}}')).toBe('42/news/DE/');
  });

  it('takes the page URL and its query parameters from the visitor’s page when given (the iframe’s host page)', async () => {
    window.history.replaceState(null, '', '/w/WyJ3LTEiLDAsW11d');
    const node = testNode('entrypoint', { queryParams: ['utm_source'], allowedOrigins: ['*'], dataAttributes: [] }, 1);
    const { run } = nodeRunFixture(node);
    const outcome = await entrypointNode({
      widgetId: 'w-1',
      dataAttributes: {},
      visitorFacts: async () => ({ ip: '', country: '' }),
      pageUrl: 'https://shop.example/pricing?utm_source=mail',
    })(run);
    expect(outcome.values).toMatchObject({ page_url: 'https://shop.example/pricing?utm_source=mail', utm_source: 'mail' });
  });

  it('reads ip and country as empty when the studio cannot be asked', async () => {
    const { run } = nodeRunFixture(testNode('entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }, 1));
    const outcome = await entrypointNode({ widgetId: 'w', dataAttributes: {}, visitorFacts: () => Promise.reject(new Error('offline')) })(run);
    expect(outcome.values).toMatchObject({ ip: '', country: '' });
  });
});
