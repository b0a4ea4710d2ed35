import { describe, expect, it } from 'vitest';
import { NODE_TYPES, type NodeType } from '../flowTypes';
import { splitWeightsEvenly } from './abTestingKind';
import { randomPartitionName } from './collectKind';
import { addableNodeKinds, getNodeKind, NODE_KINDS } from './nodeKindRegistry';
import { NODE_KIND_DESCRIPTIONS } from './nodeKindDescriptions';
import { createStorageEntry } from './storageKind';
import { validateNodeConfig } from './validateNodeConfig';
import type { Block } from './viewBlockSchema';

const keys = (type: NodeType, config: unknown, mode: 'save' | 'publish' = 'publish') => validateNodeConfig(type, config, mode).map((p) => p.key);
const withConfig = (type: NodeType, patch: Record<string, unknown>) => ({ ...getNodeKind(type).defaultConfig(() => 0.5), ...patch });
const repeat = <T,>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

describe('node kinds registry', () => {
  it('has one kind per node type, each with a valid default config', () => {
    expect(Object.keys(NODE_KINDS).sort()).toEqual([...NODE_TYPES].sort());
    for (const type of NODE_TYPES) {
      const kind = getNodeKind(type);
      expect(kind.type).toBe(type);
      expect(keys(type, kind.defaultConfig(), 'save')).toEqual([]);
    }
  });

  it('groups addable kinds by category with badges and operation flags', () => {
    const groups = Object.fromEntries(addableNodeKinds().map((g) => [g.category, g.kinds.map((k) => k.type)]));
    expect(groups).toEqual({
      interaction: ['redirect', 'view', 'await', 'storage'],
      branching: ['condition', 'ab_testing'],
      transform: ['ai_prompt', 'function', 'code', 'define'],
      conversion: ['collect', 'http_request', 'email'],
      misc: ['note'],
    });
    expect(getNodeKind('entrypoint').category).toBeNull();
    const withBadge = (badge: string) => NODE_TYPES.filter((t) => getNodeKind(t).badges.includes(badge as never));
    expect(withBadge('popular')).toEqual(['redirect', 'view', 'http_request']);
    expect(withBadge('ai')).toEqual(['ai_prompt']);
    expect(NODE_TYPES.filter((t) => getNodeKind(t).operation).sort()).toEqual(['ai_prompt', 'collect', 'email', 'http_request']);
  });

  it('filters by type or tag', () => {
    expect(addableNodeKinds('webhook').flatMap((g) => g.kinds.map((k) => k.type))).toEqual(['http_request']);
    expect(addableNodeKinds('SPLIT').flatMap((g) => g.kinds.map((k) => k.type))).toEqual(['ab_testing']);
    expect(addableNodeKinds('zzz')).toEqual([]);
  });
});

describe('fixed port kinds', () => {
  it.each([
    ['entrypoint', 0, 1],
    ['redirect', 1, 0],
    ['note', 0, 0],
    ['await', 1, 1],
    ['storage', 1, 1],
    ['ai_prompt', 1, 1],
    ['function', 1, 1],
    ['code', 1, 1],
    ['define', 1, 1],
    ['collect', 1, 1],
    ['http_request', 1, 1],
    ['email', 1, 1],
  ] as const)('%s has %i in, %i out', (type, inputs, outputs) => {
    const kind = getNodeKind(type);
    expect(kind.ports(kind.defaultConfig())).toEqual({ inputs, outputs });
  });
});

describe('view', () => {
  const button = (id: number): Block => ({ id, type: 'button', config: { label: 'b' }, style: {} });
  const container = (id: number, children: Block[]): Block => ({ id, type: 'container', config: {}, style: {}, children });

  it('has one output per button in the tree, plus close when a dialog', () => {
    const root = container(1, [button(2), container(3, [button(4), container(5, [button(6)])])]);
    expect(getNodeKind('view').ports({ root, dialog: false, size: 'm' })).toEqual({ inputs: 1, outputs: 3 });
    expect(getNodeKind('view').ports({ root, dialog: true, size: 'm' })).toEqual({ inputs: 1, outputs: 4 });
    expect(getNodeKind('view').ports({ root: container(1, []), dialog: false, size: 'm' }).outputs).toBe(0);
  });

  it('limits children, depth, names and style ranges', () => {
    const config = (root: Block) => ({ root, dialog: false, size: 'm' });
    expect(keys('view', config(container(1, repeat(13, (i) => button(i + 2)))))).toContain('children-max');
    let deep = container(100, []);
    for (let level = 0; level < 20; level += 1) deep = container(level + 1, [deep]);
    expect(keys('view', config(deep))).toEqual(['depth-max']);
    const input: Block = { id: 2, type: 'input', config: { name: 'x'.repeat(33) }, style: {} };
    expect(keys('view', config(container(1, [input])))).toEqual(['name-too-long']);
    const styled: Block = { id: 2, type: 'text', config: {}, style: { padding: [0, 300], shadows: repeat(6, () => ({})) } };
    expect(keys('view', config(container(1, [styled])))).toEqual(expect.arrayContaining(['padding-range', 'shadows-max']));
    expect(keys('view', config(button(1)))).toEqual(['root-container']);
    expect(keys('view', { ...config(container(1, [])), size: 'huge' })).toEqual(['invalid-enums']);
  });
});

describe('condition', () => {
  const branch = (conditions: number) => ({ mode: 'and', conditions: repeat(conditions, () => ({ operator: 'eq', values: ['a', 'b'] })) });

  it('has branches + 1 outputs when a default exists', () => {
    const kind = getNodeKind('condition');
    expect(kind.ports({ branches: [branch(1), branch(1)], hasDefault: true })).toEqual({ inputs: 1, outputs: 3 });
    expect(kind.ports({ branches: [branch(1), branch(1)], hasDefault: false })).toEqual({ inputs: 1, outputs: 2 });
  });

  it('uses the message keys of editor.md §5', () => {
    expect(keys('condition', { branches: [branch(0)], hasDefault: true })).toEqual(['conditions-required']);
    expect(keys('condition', { branches: [branch(11)], hasDefault: true })).toEqual(['conditions-max']);
    expect(keys('condition', { branches: [], hasDefault: false })).toEqual(['branches-required']);
    expect(keys('condition', { branches: [], hasDefault: true })).toEqual([]);
    expect(keys('condition', { branches: repeat(5, () => branch(1)), hasDefault: true })).toEqual(['branches-max']);
    expect(keys('condition', { branches: repeat(5, () => branch(1)), hasDefault: false })).toEqual([]);
    const single = { mode: 'or', conditions: [{ operator: 'empty', values: ['a', 'b'] }] };
    expect(keys('condition', { branches: [single], hasDefault: false })).toEqual(['values-count']);
    const regex = { mode: 'or', conditions: [{ operator: 'matches', values: ['a', '('] }] };
    expect(keys('condition', { branches: [regex], hasDefault: false })).toEqual(['regex-invalid']);
    const long = { mode: 'or', conditions: [{ operator: 'eq', values: ['a', 'x'.repeat(1025)] }] };
    expect(keys('condition', { branches: [long], hasDefault: false })).toEqual(['value-too-long']);
  });
});

describe('ab_testing', () => {
  it('has one output per weight and checks count and sum', () => {
    expect(getNodeKind('ab_testing').ports({ weights: [20, 30, 50], sticky: false })).toEqual({ inputs: 1, outputs: 3 });
    expect(keys('ab_testing', { weights: [100], sticky: false })).toEqual(expect.arrayContaining(['weights-count']));
    expect(keys('ab_testing', { weights: [50, 40], sticky: false })).toEqual(['weights-sum']);
    expect(keys('ab_testing', { weights: [20, 20, 20, 20, 10, 10], sticky: false })).toEqual(['weights-count']);
    expect(keys('ab_testing', { weights: [99.5, 0.5], sticky: false })).toEqual(['weight-invalid', 'weight-invalid']);
  });

  it('splits weights evenly in whole numbers', () => {
    expect(splitWeightsEvenly(3)).toEqual([34, 33, 33]);
    expect(splitWeightsEvenly(5)).toEqual([20, 20, 20, 20, 20]);
  });
});

describe('await', () => {
  it('checks values and unique triggers', () => {
    expect(keys('await', { events: [{ trigger: 'time-spent', values: ['1a'] }], mode: 'every' })).toEqual(['event-value-number-required']);
    expect(keys('await', { events: [{ trigger: 'time-spent', values: ['1'.repeat(33)] }], mode: 'every' })).toEqual(['event-value-max-length']);
    const twice = [{ trigger: 'cursor-left', values: [] }, { trigger: 'cursor-left', values: [] }];
    expect(keys('await', { events: twice, mode: 'some' })).toEqual(['event-trigger-unique']);
    expect(keys('await', { events: [{ trigger: 'tab-blurred', values: ['1'] }], mode: 'some' })).toEqual(['event-values-count']);
  });
});

describe('storage', () => {
  it('checks entries', () => {
    const entry = createStorageEntry();
    expect(keys('storage', { entries: [entry] })).toEqual(['key-empty']);
    expect(keys('storage', { entries: [{ ...entry, key: 'k'.repeat(33) }] })).toEqual(['key-too-long']);
    expect(keys('storage', { entries: [{ ...entry, key: 'k', timeout: 11, maxAge: 31_536_001 }] })).toEqual(['timeout-too-long', 'max-age-too-long']);
    expect(keys('storage', { entries: [{ ...entry, key: 'k', maxAge: 1.5 }] })).toEqual(['max-age-invalid']);
    expect(keys('storage', { entries: repeat(101, () => ({ ...entry, key: 'k' })) })).toEqual(['too-many-entries']);
  });
});

describe('http_request, email, redirect, ai_prompt, note, function, code', () => {
  it('uses the message keys of editor.md §5', () => {
    expect(keys('http_request', withConfig('http_request', { timeout: -1 }))).toEqual(['timeout-too-short']);
    expect(keys('http_request', withConfig('http_request', { timeout: 16 }))).toEqual(['timeout-too-long']);
    expect(keys('http_request', withConfig('http_request', { headers: [{ key: 'h'.repeat(129), value: 'v'.repeat(2049) }] }))).toEqual([
      'header-name-too-long',
      'header-value-too-long',
    ]);
    expect(keys('http_request', withConfig('http_request', { body: 'b'.repeat(10_241), responseMap: 'r'.repeat(2049) }))).toEqual([
      'body-too-long',
      'response-map-too-long',
    ]);
    expect(keys('http_request', withConfig('http_request', { method: 'TRACE' }))).toEqual(['invalid-enums']);
    expect(keys('email', withConfig('email', {}))).toEqual(['to-required', 'subject-required']);
    expect(keys('email', withConfig('email', {}), 'save')).toEqual([]);
    expect(keys('email', withConfig('email', { to: 'a'.repeat(513), subject: 's', from: 'f'.repeat(65) }), 'save')).toEqual(['from-too-long', 'to-too-long']);
    expect(keys('redirect', { url: 'u'.repeat(2049), replace: false })).toEqual(['url-too-long']);
    expect(keys('ai_prompt', { prompt: '', temperature: 2.5 })).toEqual(['temperature-range']);
    expect(keys('note', { width: 100, text: '', color: 'neutral' })).toEqual(['width-range']);
    expect(keys('note', { width: 200, text: '', color: 'pink' })).toEqual(['invalid-enums']);
    expect(keys('function', { functions: repeat(51, () => ({ name: 'f', args: [] })) })).toEqual(['too-many-functions']);
    expect(keys('code', { code: 'x'.repeat(70_000) })).toEqual(['code-too-long']);
    expect(keys('redirect', { url: '', replace: false, extra: 1 })).toEqual(['invalid-never']);
  });
});

describe('define, collect, entrypoint', () => {
  it('checks fields', () => {
    expect(keys('define', { fields: [{ key: '', value: '' }] })).toEqual(['key-empty', 'value-empty']);
    expect(keys('define', { fields: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] })).toEqual(['duplicate-key']);
    expect(keys('define', { fields: repeat(101, (i) => ({ key: `k${i}`, value: 'v' })) })).toEqual(['too-many-fields']);
    expect(keys('collect', withConfig('collect', { partition: '' }))).toEqual(['partition-required']);
  });

  it('names collect partitions adjective-animal-number', () => {
    expect(randomPartitionName(() => 0)).toBe('brave-otter-1000');
    expect(randomPartitionName()).toMatch(/^[a-z]+-[a-z]+-\d{4}$/);
  });

  it('checks entrypoint lists', () => {
    const base = getNodeKind('entrypoint').defaultConfig();
    expect(keys('entrypoint', { ...base, allowedOrigins: [] })).toEqual(['value-required']);
    expect(keys('entrypoint', { ...base, allowedOrigins: ['o'.repeat(257)] })).toEqual(['origin-too-long']);
    expect(keys('entrypoint', { ...base, queryParams: repeat(26, (i) => `q${i}`) })).toEqual(['too-many-values']);
    expect(keys('entrypoint', { ...base, dataAttributes: ['data-ok', 'Data-x'] })).toEqual(['data-attribute-invalid']);
  });
});

describe('node kind descriptions', () => {
  it('describe every kind in one short line', () => {
    expect(Object.keys(NODE_KIND_DESCRIPTIONS).sort()).toEqual([...NODE_TYPES].sort());
    for (const type of NODE_TYPES) {
      const text = NODE_KIND_DESCRIPTIONS[type];
      expect(text.trim().length, type).toBeGreaterThan(20);
      expect(text.length, type).toBeLessThanOrEqual(140);
      expect(text, type).not.toMatch(/\n/);
      expect(text, type).toMatch(/[.…)]$/);
    }
  });
});
