// The widget the widget-page and results spec publishes: entrypoint → view (email input, Send) → condition
// (the email contains "fail") → on "fail": collect into "failures" → http_request to a private address the
// studio refuses (with the secret in a header, so the secret counts as used) → the flow ends with error_thrown;
// otherwise: collect into "feedback" → view "Thanks" (Close, not connected) → finished.
import type { FlowConnection, FlowNode } from '../../../engine/model/flowTypes';
import { testNode } from '../../../engine/testing/testNode';

const node = (id: number, type: FlowNode['type'], config: Record<string, unknown>, x = id * 300, y = 0): FlowNode => testNode(id, type, x, y, config);

const text = (id: number, value: string) => ({ id, type: 'text', config: { text: value }, style: {} });
const button = (id: number, label: string) => ({ id, type: 'button', config: { label }, style: {} });

/** Node ids the spec refers to. */
export const FEEDBACK_NODES = { failingRequest: 6 } as const;

export function feedbackFlow(secretName: string): { nodes: FlowNode[]; connections: FlowConnection[] } {
  const nodes = [
    node(1, 'entrypoint', { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] }),
    node(2, 'view', {
      root: {
        id: 1,
        type: 'container',
        config: { direction: 'column' },
        style: { gap: 8, padding: [16, 16] },
        children: [
          text(2, 'Tell us what you think'),
          { id: 3, type: 'input', config: { name: 'email', label: 'Email', placeholder: 'you@example.com', type: 'email', required: true }, style: {} },
          button(4, 'Send'),
        ],
      },
    }),
    node(3, 'condition', { branches: [{ mode: 'and', conditions: [{ operator: 'contains', values: ['{{2.email}}', 'fail'] }] }], hasDefault: true }),
    node(4, 'collect', { partition: 'feedback', sync: true, fields: [{ key: 'email', value: '{{2.email}}' }] }, 1200, 200),
    node(5, 'collect', { partition: 'failures', sync: true, fields: [{ key: 'email', value: '{{2.email}}' }] }, 1200, -200),
    node(6, 'http_request', {
      // Loopback is refused unless RUNTIME_HTTP_ALLOW names it: this request fails on the server.
      url: 'http://127.0.0.1:9/hook',
      method: 'POST',
      headers: [{ key: 'x-api-key', value: `{{secret.${secretName}}}` }],
      body: '{"email":"{{2.email}}"}',
      sync: true,
      timeout: 5,
    }, 1500, -200),
    node(7, 'view', { root: { id: 1, type: 'container', config: { direction: 'column' }, style: {}, children: [text(2, 'Thanks {{2.email}}'), button(3, 'Close')] } }, 1500, 200),
  ];
  const link = (from: number, to: number, port = 0): FlowConnection => ({ from: [from, port], to: [to, 0] });
  return { nodes, connections: [link(1, 2), link(2, 3), link(3, 5, 0), link(3, 4, 1), link(5, 6), link(4, 7)] };
}
