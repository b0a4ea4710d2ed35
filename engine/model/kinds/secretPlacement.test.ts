import { describe, expect, it } from 'vitest';
import type { NodeType } from '../flowTypes';
import { getNodeKind } from './nodeKindRegistry';
import { misplacedSecrets, SECRET_NOT_ALLOWED, secretAllowedAt } from './secretPlacement';
import { nodeProblem, validateNodeConfig } from './validateNodeConfig';

const config = (type: NodeType, patch: Record<string, unknown>) => ({ ...getNodeKind(type).defaultConfig(() => 0.5), ...patch });
const refused = (type: NodeType, patch: Record<string, unknown>) =>
  validateNodeConfig(type, config(type, patch), 'save')
    .filter((problem) => problem.key === SECRET_NOT_ALLOWED)
    .map((problem) => problem.path.join('.'));

describe('where a flow may name a secret', () => {
  it('allows a secret only in an outbound request: http_request URL, header values and body; email fields', () => {
    expect(refused('http_request', { url: 'https://api.example/x?k={{secret.key}}', method: 'POST', headers: [{ key: 'Authorization', value: 'Bearer {{ secret.key }}' }], body: '{"k":"{{secret.key}}"}' })).toEqual([]);
    expect(refused('email', { from: '{{secret.a}}', replyTo: '{{secret.a}}', to: 'a@b.test, {{secret.a}}', cc: '{{secret.a}}', bcc: '{{secret.a}}', subject: 'S {{secret.a}}', content: 'C {{secret.a}}' })).toEqual([]);
    expect(secretAllowedAt('http_request', ['headers', 3, 'value'])).toBe(true);
    expect(secretAllowedAt('http_request', ['headers', 'x', 'value'])).toBe(false);
  });

  it('refuses it wherever the value would become visible, naming the text that holds it', () => {
    expect(refused('collect', { fields: [{ key: 'a', value: 'ok {{1.x}}' }, { key: 'token', value: 'is {{secret.key}}' }] })).toEqual(['fields.1.value']);
    expect(refused('http_request', { headers: [{ key: '{{secret.key}}', value: 'v' }], responseMap: '{{secret.key}}' })).toEqual(['headers.0.key', 'responseMap']);
    expect(refused('ai_prompt', { prompt: 'Say {{secret.key}}' })).toEqual(['prompt']);
    expect(refused('redirect', { url: 'https://x.example/?k={{secret.key}}' })).toEqual(['url']);
    expect(refused('define', { fields: [{ key: 'k', value: '{{secret.key}}' }] })).toEqual(['fields.0.value']);
    expect(refused('condition', { branches: [{ mode: 'and', conditions: [{ operator: 'eq', values: ['{{secret.key}}', 'x'] }] }], hasDefault: true })).toEqual(['branches.0.conditions.0.values.0']);
    const view = config('view', {}) as { root: { children?: unknown[] } };
    const root = { ...view.root, children: [{ id: 2, type: 'text', config: { text: 'Your key: {{secret.key}}' }, style: {} }] };
    expect(refused('view', { root })).toEqual(['root.children.0.config.text']);
  });

  it('does not read notes and code sources as placeholders', () => {
    expect(misplacedSecrets('note', config('note', { text: 'uses {{secret.key}}' }))).toEqual([]);
    expect(misplacedSecrets('code', config('code', { code: "export default function () { return '{{secret.key}}' }" }))).toEqual([]);
  });

  it('is part of the save rules: a node naming a secret where it may not cannot be stored', () => {
    const node = { id: 2, type: 'collect' as const, x: 0, y: 0, inputs: 1, outputs: 1, config: config('collect', { fields: [{ key: 'k', value: '{{secret.key}}' }] }) };
    expect(nodeProblem(node, 'save')).toBe('node 2 (collect) config: secret-not-allowed at fields.0.value');
    expect(validateNodeConfig('collect', node.config, 'publish').map((problem) => problem.key)).toEqual([SECRET_NOT_ALLOWED]);
  });
});
