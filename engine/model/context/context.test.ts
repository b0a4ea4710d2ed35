import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowNode, NodeType } from '../flowTypes';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { codeContextNames } from './codeContextNames';
import { normaliseContextName, parseContextToken, placeholdersIn } from './contextName';
import { FlowContext } from './FlowContext';
import { ENTRYPOINT_VALUES, offeredAt, offeredValues } from './offeredContextValues';

function node(id: number, type: NodeType, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x: id * 300, y: 0, ...getNodeKind(type).ports(full), config: full };
}
const wire = (from: number, fromPort: number, to: number): FlowConnection => ({ from: [from, fromPort], to: [to, 0] });
const flow = (nodes: FlowNode[], connections: FlowConnection[]) => FlowModel.fromDocument({ nodes, connections });
const tokens = (context: FlowContext, id: number) => context.valuesFor(id).map((option) => option.token);

describe('context value names', () => {
  it('normalises: lowercase, a-z0-9_ only, repeats collapsed, ends trimmed, empty → _', () => {
    expect(normaliseContextName('First Name')).toBe('first_name');
    expect(normaliseContextName('  __E-mail!!  address__ ')).toBe('e_mail_address');
    expect(normaliseContextName('utm_source')).toBe('utm_source');
    expect(normaliseContextName('Ünïcode')).toBe('n_code');
    expect(normaliseContextName('---')).toBe('_');
    expect(normaliseContextName('')).toBe('_');
  });

  it('parses node and secret tokens and finds placeholders in text', () => {
    expect(parseContextToken('12.response')).toEqual({ kind: 'node', nodeId: 12, name: 'response' });
    expect(parseContextToken(' secret.api_key ')).toEqual({ kind: 'secret', name: 'api_key' });
    expect(parseContextToken('response')).toBeNull();
    expect(placeholdersIn('Hi {{1.name}}, {{ secret.key }} {{bad')).toEqual([
      { token: '1.name', index: 3 },
      { token: 'secret.key', index: 15 },
    ]);
  });
});

describe('offered values per kind', () => {
  it('entrypoint: the fixed list plus query parameters and data attributes, normalised', () => {
    const entry = node(1, 'entrypoint', { queryParams: ['utm_source', 'Ref Code'], dataAttributes: ['data-user-id'] });
    expect(offeredAt(entry, 0)).toEqual([...ENTRYPOINT_VALUES, 'utm_source', 'ref_code', 'data_user_id']);
  });

  it('the other kinds', () => {
    expect(offeredAt(node(2, 'ai_prompt'), 0)).toEqual(['response']);
    expect(offeredAt(node(2, 'function', { functions: [{ name: 'upper', args: [] }, { name: 'trim', args: [] }] }), 0)).toEqual(['return_fn_1', 'return_fn_2']);
    expect(offeredAt(node(2, 'ab_testing', { weights: [30, 30, 40] }), 2)).toEqual(['group']);
    expect(offeredAt(node(2, 'define', { fields: [{ key: 'Full Name', value: 'x' }, { key: 'age', value: '1' }] }), 0)).toEqual(['full_name', 'age']);
    expect(offeredAt(node(2, 'http_request'), 0)).toEqual([]);
    expect(offeredAt(node(2, 'http_request', { sync: true }), 0)).toEqual(['result']);
    expect(offeredAt(node(2, 'collect'), 0)).toEqual([]);
    expect(offeredAt(node(2, 'collect', { sync: true }), 0)).toEqual(['record_id']);
    const entries = [
      { type: 'cookie', action: 'get', key: 'Consent', value: '', timeout: 0, maxAge: -1 },
      { type: 'local-storage', action: 'get-remove', key: 'cart', value: '', timeout: 0, maxAge: -1 },
      { type: 'session-storage', action: 'get', key: 'step', value: '', timeout: 0, maxAge: -1 },
      { type: 'cookie', action: 'set', key: 'ignored', value: 'v', timeout: 0, maxAge: -1 },
    ];
    expect(offeredAt(node(2, 'storage', { entries }), 0)).toEqual(['cookie_consent', 'ls_cart', 'ss_step']);
    expect(offeredAt(node(2, 'code', { code: "export default async (context) => { context.addValue('Total Price', 1) }" }), 0)).toEqual(['total_price']);
    expect(offeredAt(node(2, 'note'), 0)).toEqual([]);
  });

  it('view: input and checkbox names on each button output, none on the close output', () => {
    const root = {
      id: 1,
      type: 'container',
      config: { direction: 'column', weights: [12], adaptive: false },
      style: {},
      children: [
        { id: 2, type: 'input', config: { name: 'Email' }, style: {} },
        { id: 3, type: 'checkbox', config: { name: 'agree' }, style: {} },
        { id: 4, type: 'button', config: { label: 'Yes' }, style: {} },
        { id: 5, type: 'button', config: { label: 'No' }, style: {} },
      ],
    };
    const view = node(2, 'view', { root, dialog: true });
    expect(view.outputs).toBe(3);
    expect(offeredAt(view, 0)).toEqual(['email', 'agree']);
    expect(offeredAt(view, 1)).toEqual(['email', 'agree']);
    expect(offeredAt(view, 2)).toEqual([]);
  });

  it('is memoised per config object', () => {
    const define = node(2, 'define', { fields: [{ key: 'a', value: '1' }] });
    expect(offeredValues(define)).toBe(offeredValues({ ...define }));
    expect(offeredValues({ ...define, config: { ...define.config } })).not.toBe(offeredValues(define));
  });
});

describe('code node names', () => {
  it('finds addValue and getValue string names, ignoring computed ones', () => {
    const names = codeContextNames(`
      export default async function (context) {
        const total = context.getValue('3.price') * 2;
        context.addValue('Total', total);
        context?.addValue(\`label\`, 'x');
        context['addValue']('computed_ok', 1);
        context.addValue(name, 1);
        context.getValue(\`\${prefix}.x\`);
        context.getValue(' 1.page_url ');
        context.addValue('Total', 2);
      }`);
    expect(names).toEqual({ added: ['total', 'label', 'computed_ok'], read: ['3.price', '1.page_url'], syntaxError: null });
  });

  it('reports a syntax error without names', () => {
    const names = codeContextNames('export default function (context { context.addValue("a", 1) }');
    expect(names.added).toEqual([]);
    expect(names.syntaxError).toMatch(/Unexpected token/);
  });
});

describe('what a node sees', () => {
  // 1 entrypoint → 2 ab_testing; output 0 → 3 define(a), output 1 → 4 define(b); 3 → 5 ai_prompt; 6 island define(c)
  const build = () =>
    flow(
      [
        node(1, 'entrypoint', { queryParams: ['q'] }),
        node(2, 'ab_testing'),
        node(3, 'define', { fields: [{ key: 'a', value: '1' }] }),
        node(4, 'define', { fields: [{ key: 'b', value: '1' }] }),
        node(5, 'ai_prompt'),
        node(6, 'define', { fields: [{ key: 'c', value: '1' }] }),
      ],
      [wire(1, 0, 2), wire(2, 0, 3), wire(2, 1, 4), wire(3, 0, 5)],
    );

  it('sees every upstream node through wired ports only, nearest first, then secrets', () => {
    const model = build();
    const context = new FlowContext(model);
    context.setSecrets(['zeta', 'api_key']);
    expect(tokens(context, 5)).toEqual([
      '3.a',
      '2.group',
      ...ENTRYPOINT_VALUES.map((name) => `1.${name}`),
      '1.q',
      'secret.api_key',
      'secret.zeta',
    ]);
    expect(tokens(context, 4)).toContain('2.group');
    expect(tokens(context, 4)).not.toContain('3.a');
    expect(tokens(context, 6)).toEqual(['secret.api_key', 'secret.zeta']);
    expect(context.valuesFor(5)[0]).toEqual({ source: 'node', token: '3.a', name: 'a', nodeId: 3, nodeType: 'define' });
    expect(context.valuesFor(5).at(-1)).toEqual({ source: 'secret', token: 'secret.zeta', name: 'zeta' });
  });

  it('answers provides() through the wired output only', () => {
    const model = build();
    const context = new FlowContext(model);
    expect(context.provides(5, 3, 'a')).toBe(true);
    expect(context.provides(5, 1, 'q')).toBe(true);
    expect(context.provides(5, 4, 'b')).toBe(false);
    expect(context.provides(4, 3, 'a')).toBe(false);
    expect(context.provides(3, 3, 'a')).toBe(false);
    expect(context.provides(6, 1, 'q')).toBe(false);
    expect(context.provides(5, 99, 'a')).toBe(false);
  });

  it('view values reach only the nodes behind a button output', () => {
    const root = {
      id: 1,
      type: 'container',
      config: { direction: 'column', weights: [12], adaptive: false },
      style: {},
      children: [
        { id: 2, type: 'input', config: { name: 'email' }, style: {} },
        { id: 3, type: 'button', config: { label: 'Go' }, style: {} },
      ],
    };
    const model = flow([node(1, 'entrypoint'), node(2, 'view', { root, dialog: true }), node(3, 'redirect'), node(4, 'redirect')], [wire(1, 0, 2), wire(2, 0, 3), wire(2, 1, 4)]);
    const context = new FlowContext(model);
    expect(context.provides(3, 2, 'email')).toBe(true);
    expect(context.provides(4, 2, 'email')).toBe(false);
  });

  it('follows structural edits as the model makes them', () => {
    const model = build();
    const context = new FlowContext(model);
    expect(context.provides(5, 1, 'q')).toBe(true);
    const key = model.connectionAtOutput(2, 0)!;
    model.deleteConnection(key.from[0] * 4096 + key.from[1]);
    expect(context.provides(5, 1, 'q')).toBe(false);
    expect(tokens(context, 5)).toEqual(['3.a']);
    model.insertConnection(wire(6, 0, 3));
    expect(context.provides(5, 6, 'c')).toBe(true);
  });

  it('treats secrets as unknown until set', () => {
    const context = new FlowContext(build());
    expect(context.hasSecret('anything')).toBe(true);
    context.setSecrets([]);
    expect(context.hasSecret('anything')).toBe(false);
  });
});
