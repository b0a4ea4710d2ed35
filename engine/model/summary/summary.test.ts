import { describe, expect, it } from 'vitest';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { NODE_TYPES, type FlowNode, type NodeType } from '../flowTypes';
import { nodeSummary, truncate } from './nodeSummary';
import { outputLabels } from './outputLabels';

function node(type: NodeType, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id: 2, type, x: 0, y: 0, ...getNodeKind(type).ports(full), config: full };
}

const view = (dialog: boolean) =>
  node('view', {
    dialog,
    root: {
      id: 1,
      type: 'container',
      config: {},
      style: {},
      children: [
        { id: 2, type: 'image', config: {}, style: {} },
        { id: 3, type: 'container', config: {}, style: {}, children: [{ id: 4, type: 'text', config: { text: '  Join our\nnewsletter ' }, style: {} }] },
        { id: 5, type: 'button', config: { label: 'Yes' }, style: {} },
        { id: 6, type: 'button', config: { label: '' }, style: {} },
      ],
    },
  });

describe('nodeSummary', () => {
  it('says what each kind does from its config', () => {
    expect(nodeSummary(node('redirect', { url: 'https://shop.example/sale' }))).toBe('https://shop.example/sale');
    expect(nodeSummary(node('redirect'))).toBe('No URL yet');
    expect(nodeSummary(node('http_request', { method: 'POST', url: 'https://api.example/hook' }))).toBe('POST https://api.example/hook');
    expect(nodeSummary(node('ab_testing', { weights: [70, 20, 10] }))).toBe('A 70% · B 20% · C 10%');
    expect(
      nodeSummary(
        node('condition', {
          branches: [
            { mode: 'and', conditions: [{ operator: 'eq', values: ['{{1.ref}}', 'ads'] }] },
            { mode: 'and', conditions: [] },
          ],
          hasDefault: true,
        }),
      ),
    ).toBe('2 branches + default · {{1.ref}} eq ads');
    expect(nodeSummary(node('define', { fields: [{ key: 'plan', value: 'x' }, { key: 'tier', value: 'y' }] }))).toBe('plan, tier');
    expect(nodeSummary(node('collect', { partition: 'leads', fields: [{ key: 'email', value: '' }] }))).toBe('leads: email');
    expect(nodeSummary(node('email', { subject: 'Welcome aboard' }))).toBe('Welcome aboard');
    expect(nodeSummary(node('ai_prompt', { prompt: 'Summarise\nthe visit' }))).toBe('Summarise the visit');
    expect(nodeSummary(node('note', { text: 'Remember the\tlegal text' }))).toBe('Remember the legal text');
    expect(nodeSummary(view(false))).toBe('Join our newsletter');
    expect(nodeSummary(view(true))).toBe('Dialog: Join our newsletter');
    expect(nodeSummary(node('function', { functions: [{ name: 'track', args: [] }] }))).toBe('track()');
  });

  it('gives every kind a non-empty line', () => {
    for (const type of NODE_TYPES) expect(nodeSummary(node(type)).length).toBeGreaterThan(0);
  });

  it('is memoised per config object: a new config gives a new summary', () => {
    const first = node('redirect', { url: 'https://a.example' });
    expect(nodeSummary(first)).toBe('https://a.example');
    expect(nodeSummary({ ...first, config: { ...first.config, url: 'https://b.example' } })).toBe('https://b.example');
  });

  it('truncates with an ellipsis', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcde…');
  });
});

describe('outputLabels', () => {
  it('labels condition branches and default, A/B letters with weights, view buttons and close', () => {
    expect(outputLabels(node('condition', { branches: [{ mode: 'and', conditions: [] }, { mode: 'or', conditions: [] }], hasDefault: true }))).toEqual([
      '1',
      '2',
      'default',
    ]);
    expect(outputLabels(node('ab_testing', { weights: [50, 50] }))).toEqual(['A 50%', 'B 50%']);
    expect(outputLabels(view(true))).toEqual(['Yes', 'Button 2', 'close']);
    expect(outputLabels(view(false))).toEqual(['Yes', 'Button 2']);
  });

  it('has one label per output port for the labelled kinds, none for the others', () => {
    for (const type of ['condition', 'ab_testing', 'view'] as const) {
      const n = node(type);
      expect(outputLabels(n)).toHaveLength(n.outputs);
    }
    expect(outputLabels(node('define'))).toEqual([]);
    expect(outputLabels(node('note'))).toEqual([]);
  });
});
