// The widget the runtime end-to-end spec publishes: entrypoint → view (email input, consent checkbox, Send)
// → condition (email given and consent) → collect (sync; email, source and the visitor's page URL) → http_request (sync, secret header) to a local
// allow-listed server → email → view "thanks" (Continue) → redirect to the host page.
import type { FlowConnection, FlowNode } from '../../../engine/model/flowTypes';
import { testNode } from '../../../engine/testing/testNode';

const node = (id: number, type: FlowNode['type'], config: Record<string, unknown>): FlowNode => testNode(id, type, id * 300, 0, config);

const text = (id: number, value: string) => ({ id, type: 'text', config: { text: value }, style: {} });
const button = (id: number, label: string) => ({ id, type: 'button', config: { label }, style: {} });

export function signupFlow(options: { hookUrl: string; doneUrl: string }): { nodes: FlowNode[]; connections: FlowConnection[] } {
  const nodes = [
    node(1, 'entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: ['data-source'] }),
    node(2, 'view', {
      root: {
        id: 1,
        type: 'container',
        config: { direction: 'column' },
        style: { gap: 8, padding: [16, 16] },
        children: [
          text(2, 'Join the list ({{1.data_source}})'),
          { id: 3, type: 'input', config: { name: 'email', label: 'Email', placeholder: 'you@example.com', type: 'email', required: true }, style: {} },
          { id: 4, type: 'checkbox', config: { name: 'consent', label: 'I agree to be contacted', defaultValue: false }, style: {} },
          button(5, 'Send'),
        ],
      },
    }),
    node(3, 'condition', {
      branches: [{ mode: 'and', conditions: [{ operator: 'nempty', values: ['{{2.email}}'] }, { operator: 'eq', values: ['{{2.consent}}', 'true'] }] }],
      hasDefault: true,
    }),
    node(4, 'collect', {
      partition: 'signups',
      sync: true,
      fields: [{ key: 'email', value: '{{2.email}}' }, { key: 'source', value: '{{1.data_source}}' }, { key: 'page', value: '{{1.page_url}}' }],
    }),
    node(5, 'http_request', {
      url: options.hookUrl,
      method: 'POST',
      headers: [{ key: 'x-api-key', value: '{{secret.hook_key}}' }, { key: 'content-type', value: 'application/json' }],
      body: '{"email":"{{2.email}}","record":"{{4.record_id}}"}',
      sync: true,
      timeout: 5,
    }),
    node(6, 'email', { from: 'Signups', to: 'team@example.com', subject: 'New signup {{2.email}}', content: 'Record {{4.record_id}} from {{1.data_source}}' }),
    node(7, 'view', { root: { id: 1, type: 'container', config: { direction: 'column' }, style: {}, children: [text(2, 'Thanks {{2.email}}'), button(3, 'Continue')] } }),
    node(8, 'redirect', { url: `${options.doneUrl}?record={{4.record_id}}`, replace: false }),
  ];
  const link = (from: number, to: number, port = 0): FlowConnection => ({ from: [from, port], to: [to, 0] });
  return { nodes, connections: [link(1, 2), link(2, 3), link(3, 4), link(4, 5), link(5, 6), link(6, 7), link(7, 8)] };
}
