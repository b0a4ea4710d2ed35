import { describe, expect, it } from 'vitest';
import { FlowModel } from '../FlowModel';
import type { FlowConnection, FlowNode, NodeType } from '../flowTypes';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { FlowContext } from '../context/FlowContext';
import { applyPatch } from '../patch/applyPatch';
import { updateNodeConfigCommand } from '../commands/updateNodeConfigCommand';
import { connectCommand } from '../commands/connectCommand';
import { disconnectCommand } from '../commands/disconnectCommand';
import { removeNodesCommand } from '../commands/removeNodesCommand';
import { generateFlow } from '../../testing/generateFlow';
import { seededRandom } from '../../testing/seededRandom';
import { FlowWarnings } from './FlowWarnings';
import { nodeWarnings } from './nodeWarnings';
import { urlOriginIsSubstituted } from './unsafeUrl';

function node(id: number, type: NodeType, config: Record<string, unknown> = {}): FlowNode {
  const full = { ...getNodeKind(type).defaultConfig(() => 0.5), ...config };
  return { id, type, x: id * 300, y: 0, ...getNodeKind(type).ports(full), config: full };
}
const wire = (from: number, to: number, fromPort = 0): FlowConnection => ({ from: [from, fromPort], to: [to, 0] });

function setup(nodes: FlowNode[], connections: FlowConnection[], secrets: string[] | null = null) {
  const model = FlowModel.fromDocument({ nodes, connections });
  const context = new FlowContext(model);
  context.setSecrets(secrets);
  const keysOf = (id: number) => nodeWarnings(model.getNode(id)!, context, model).map((w) => (w.token ? `${w.key}:${w.token}` : w.key));
  return { model, context, keysOf };
}

describe('node warnings', () => {
  it('missing redirect url and missing prompt', () => {
    const { keysOf } = setup([node(1, 'entrypoint'), node(2, 'redirect'), node(3, 'ai_prompt', { prompt: '  ' }), node(4, 'redirect', { url: 'https://a.example' })], []);
    expect(keysOf(2)).toEqual(['missing-redirect-url']);
    expect(keysOf(3)).toEqual(['missing-prompt']);
    expect(keysOf(4)).toEqual([]);
  });

  it('http_request: missing-url, unsafe-url, unknown secrets and values', () => {
    const { keysOf } = setup(
      [
        node(1, 'entrypoint', { queryParams: ['host', 'id'] }),
        node(2, 'http_request'),
        node(3, 'http_request', { url: '{{1.host}}/path' }),
        node(4, 'http_request', { url: 'https://api.example/items/{{1.id}}', headers: [{ key: 'Authorization', value: 'Bearer {{secret.token}} {{secret.nope}}' }] }),
        node(5, 'http_request', { url: 'https://api.example/{{2.result}}', body: '{{1.unknown}}' }),
      ],
      [wire(1, 2), wire(2, 3), wire(3, 4), wire(4, 5)],
      ['token'],
    );
    expect(keysOf(2)).toEqual(['missing-url']);
    expect(keysOf(3)).toEqual(['unsafe-url']);
    expect(keysOf(4)).toEqual(['missing-secret:secret.nope']);
    // node 2 is not sync: it offers no result
    expect(keysOf(5)).toEqual(['missing-context-value:2.result', 'missing-context-value:1.unknown']);
  });

  it('references must come from upstream through the wired port', () => {
    const { keysOf } = setup(
      [node(1, 'entrypoint'), node(2, 'ab_testing'), node(3, 'define', { fields: [{ key: 'a', value: '{{2.group}}' }] }), node(4, 'redirect', { url: 'https://x.example/{{3.a}}' })],
      [wire(1, 2), wire(2, 3, 1)],
    );
    expect(keysOf(3)).toEqual([]);
    expect(keysOf(4)).toEqual(['missing-context-value:3.a']);
  });

  it('view texts are checked too; notes never', () => {
    const root = { id: 1, type: 'container', config: { direction: 'column', weights: [12], adaptive: false }, style: {}, children: [{ id: 2, type: 'text', config: { text: 'Hi {{1.nobody}}' }, style: {} }] };
    const { keysOf } = setup([node(1, 'entrypoint'), node(2, 'view', { root }), node(3, 'note', { text: '{{9.x}}' })], [wire(1, 2)]);
    expect(keysOf(2)).toEqual(['missing-context-value:1.nobody']);
    expect(keysOf(3)).toEqual([]);
  });

  it('code: getValue names not provided, invalid source', () => {
    const code = "export default async (context) => { context.getValue('1.page_url'); context.getValue('1.nope'); context.getValue('secret.k'); context.getValue('plain') }";
    const { keysOf } = setup([node(1, 'entrypoint'), node(2, 'code', { code }), node(3, 'code', { code: 'export default (' })], [wire(1, 2)], []);
    expect(keysOf(2)).toEqual(['missing-context-value:1.nope', 'missing-secret:secret.k', 'missing-context-value:plain']);
    expect(keysOf(3)).toEqual(['code-invalid']);
  });

  it('secrets are not reported while unknown', () => {
    const { keysOf } = setup([node(1, 'entrypoint'), node(2, 'http_request', { url: 'https://a.example/?k={{secret.k}}' })], [wire(1, 2)], null);
    expect(keysOf(2)).toEqual([]);
  });

  it('a view button whose output leads nowhere (not the dialog’s close output)', () => {
    const button = (id: number, label: string) => ({ id, type: 'button', config: { label }, style: {} });
    const root = {
      id: 1,
      type: 'container',
      config: { direction: 'column', weights: [12], adaptive: false },
      style: {},
      children: [button(2, 'Yes'), { id: 3, type: 'container', config: { direction: 'row', weights: [12], adaptive: false }, style: {}, children: [button(4, 'No')] }],
    };
    const { model, context, keysOf } = setup(
      [node(1, 'entrypoint'), node(2, 'view', { root, dialog: true }), node(3, 'await'), node(4, 'view', { root, dialog: false }), node(5, 'await'), node(6, 'await')],
      [wire(1, 2), wire(2, 3, 0), wire(3, 4), wire(4, 5, 0), wire(4, 6, 1)],
    );
    // View 2: "Yes" is wired, "No" is not; the close output (port 2) is not a button.
    const warnings = nodeWarnings(model.getNode(2)!, context, model);
    expect(warnings).toEqual([{ key: 'unconnected-button', message: 'The button “No” is not connected: pressing it ends the flow.', path: ['root', 'children', 1, 'children', 0] }]);
    expect(keysOf(4)).toEqual([]);
  });

  it('each warning has readable text', () => {
    const { model, context } = setup([node(1, 'entrypoint'), node(2, 'http_request', { body: '{{1.x}}' })], [wire(1, 2)]);
    const warnings = nodeWarnings(model.getNode(2)!, context, model);
    expect(warnings.map((w) => w.message)).toEqual(['The request has no URL.', 'No upstream node provides the context value 1.x.']);
    expect(warnings[1]!.path).toEqual(['body']);
  });
});

describe('unsafe url', () => {
  it.each([
    ['https://api.example/path', false],
    ['https://api.example/{{1.id}}', false],
    ['https://api.example?q={{1.id}}', false],
    ['{{1.base}}', true],
    ['https://{{1.host}}/x', true],
    ['https://api.example{{1.rest}}', true],
    ['https://api.{{1.tld}}/x', true],
  ])('%s → %s', (url, unsafe) => {
    expect(urlOriginIsSubstituted(url)).toBe(unsafe);
  });
});

describe('FlowWarnings', () => {
  it('recomputes incrementally to the same result as a full recompute', () => {
    const document = generateFlow({ nodeCount: 600, seed: 7 });
    const model = FlowModel.fromDocument(document);
    const context = new FlowContext(model);
    let secrets = ['token'];
    context.setSecrets(secrets);
    const warnings = new FlowWarnings(model, context);
    warnings.recompute();
    const expectSameAsFull = () => {
      const freshContext = new FlowContext(model);
      freshContext.setSecrets(secrets);
      const fresh = new FlowWarnings(model, freshContext);
      fresh.recompute();
      for (const n of model.nodes()) expect(warnings.current(n.id)).toEqual(fresh.current(n.id));
      expect([...warnings.nodesWithWarnings()].sort()).toEqual([...fresh.nodesWithWarnings()].sort());
    };
    const random = seededRandom(3);
    const ids = () => [...model.nodes()].filter((n) => n.type !== 'entrypoint').map((n) => n.id);
    const pick = () => ids()[Math.floor(random() * ids().length)]!;
    for (let step = 0; step < 120; step += 1) {
      const id = pick();
      const target = model.getNode(id)!;
      let patch;
      const roll = random();
      if (roll < 0.4 && target.type === 'define') {
        patch = updateNodeConfigCommand(model, id, { fields: [{ key: `k${step}`, value: `{{${pick()}.k${step - 1}}}` }] });
      } else if (roll < 0.5) {
        patch = updateNodeConfigCommand(model, id, { ...target.config });
      } else if (roll < 0.6 && target.type === 'redirect') {
        patch = updateNodeConfigCommand(model, id, { url: random() < 0.3 ? '' : random() < 0.5 ? `https://x.example/?s={{secret.other}}` : `https://x.example/{{${pick()}.response}}`, replace: false });
      } else if (roll < 0.75) {
        const incoming = [...model.incomingKeys(id)];
        patch = incoming.length > 0 ? disconnectCommand(model, incoming[0]!) : null;
      } else if (roll < 0.9) {
        const from = pick();
        const source = model.getNode(from)!;
        try {
          patch = source.outputs > 0 && target.inputs > 0 ? connectCommand(model, [from, 0], [id, 0]) : null;
        } catch {
          patch = null;
        }
      } else {
        patch = removeNodesCommand(model, [id]);
      }
      if (!patch) continue;
      const effects = applyPatch(model, patch);
      warnings.noteEffects(effects);
      if (step % 7 === 0) {
        warnings.recompute();
        expectSameAsFull();
      }
      if (step === 60) {
        secrets = ['token', 'other'];
        context.setSecrets(secrets);
        warnings.secretsChanged();
      }
    }
    warnings.recompute();
    expectSameAsFull();
    expect([...warnings.nodesWithWarnings()].length).toBeGreaterThan(0);
  });

  it('re-checks a view when its button output is wired or unwired', () => {
    const model = FlowModel.fromDocument({ nodes: [node(1, 'entrypoint'), node(2, 'view'), node(3, 'await')], connections: [wire(1, 2)] });
    const context = new FlowContext(model);
    const warnings = new FlowWarnings(model, context);
    warnings.recompute();
    expect(warnings.current(2).map((w) => w.key)).toEqual(['unconnected-button']);
    const commit = (patch: Parameters<typeof applyPatch>[1]) => {
      const effects = applyPatch(model, patch);
      warnings.noteEffects(effects);
      return warnings.recompute();
    };
    expect([...commit(connectCommand(model, [2, 0], [3, 0]))]).toEqual([2]);
    expect(warnings.current(2)).toEqual([]);
    expect([...commit(disconnectCommand(model, 2 * 4096))]).toEqual([2]);
    expect(warnings.current(2).map((w) => w.key)).toEqual(['unconnected-button']);
  });

  it('re-checks the nodes naming a node whose offered values change, or that is removed', () => {
    const model = FlowModel.fromDocument({
      nodes: [
        node(1, 'entrypoint'),
        node(2, 'define', { fields: [{ key: 'a', value: '1' }] }),
        node(3, 'redirect', { url: 'https://x.example/{{2.a}}' }),
        node(4, 'redirect', { url: 'https://x.example/' }),
        node(5, 'await'),
      ],
      connections: [wire(1, 2), wire(2, 5), wire(5, 3)],
    });
    const context = new FlowContext(model);
    const warnings = new FlowWarnings(model, context);
    warnings.recompute();
    expect(warnings.current(3)).toEqual([]);
    const commit = (patch: Parameters<typeof applyPatch>[1]) => {
      const effects = applyPatch(model, patch);
      warnings.noteEffects(effects);
      return warnings.recompute();
    };
    expect([...commit(updateNodeConfigCommand(model, 2, { fields: [{ key: 'b', value: '1' }] }))]).toEqual([3]);
    expect(warnings.current(3).map((w) => w.token)).toEqual(['2.a']);
    expect([...commit(updateNodeConfigCommand(model, 2, { fields: [{ key: 'a', value: '2' }] }))]).toEqual([3]);
    expect(warnings.current(3)).toEqual([]);
    expect([...commit(disconnectCommand(model, 5 * 4096))]).toEqual([3]);
    expect(warnings.current(3).map((w) => w.token)).toEqual(['2.a']);
  });

  it('after a rewire re-checks only the nodes naming others at or below it', () => {
    // Two chains, each ending in a redirect that names the define above it.
    const model = FlowModel.fromDocument({
      nodes: [
        node(1, 'entrypoint'),
        node(2, 'define', { fields: [{ key: 'a', value: '1' }] }),
        node(3, 'await'),
        node(4, 'redirect', { url: 'https://x.example/{{2.a}}' }),
        node(5, 'entrypoint'),
        node(6, 'define', { fields: [{ key: 'b', value: '1' }] }),
        node(7, 'await'),
        node(8, 'redirect', { url: 'https://x.example/{{6.b}}' }),
      ],
      connections: [wire(1, 2), wire(2, 3), wire(3, 4), wire(5, 6), wire(6, 7), wire(7, 8)],
    });
    const context = new FlowContext(model);
    const warnings = new FlowWarnings(model, context);
    warnings.recompute();
    const effects = applyPatch(model, disconnectCommand(model, 7 * 4096));
    warnings.noteEffects(effects);
    expect([...warnings.nodesToRecheck()!]).toEqual([8]);
    expect([...warnings.recompute()]).toEqual([8]);
    expect(warnings.current(8).map((w) => w.token)).toEqual(['6.b']);
    expect(warnings.current(4)).toEqual([]);
  });

  it('reports which nodes changed and re-checks only edited nodes when nothing others depend on changed', () => {
    const model = FlowModel.fromDocument({ nodes: [node(1, 'entrypoint'), node(2, 'redirect'), node(3, 'redirect', { url: 'https://a.example' })], connections: [wire(1, 2)] });
    const context = new FlowContext(model);
    const warnings = new FlowWarnings(model, context);
    expect([...warnings.recompute()]).toEqual([2]);
    expect(warnings.current(2).map((w) => w.key)).toEqual(['missing-redirect-url']);
    const effects = applyPatch(model, updateNodeConfigCommand(model, 2, { url: 'https://b.example', replace: false }));
    warnings.noteEffects(effects);
    expect(warnings.pending).toBe(true);
    expect([...warnings.recompute()]).toEqual([2]);
    expect(warnings.current(2)).toEqual([]);
    expect(warnings.pending).toBe(false);
    expect([...warnings.recompute()]).toEqual([]);
  });
});

describe('FlowWarnings in slices', () => {
  /** A generated flow in which every redirect has no URL (a warning each). */
  function flowWithWarnings() {
    const flow = generateFlow({ nodeCount: 3_000, seed: 5 });
    const model = FlowModel.fromDocument(flow);
    const context = new FlowContext(model);
    return { model, context, warnings: new FlowWarnings(model, context) };
  }

  it('ends with the same warnings as one full recompute, a slice at a time, checking at least one node per slice', () => {
    const sliced = flowWithWarnings();
    const whole = flowWithWarnings();
    const expected = whole.warnings.recompute();
    expect(expected.size).toBeGreaterThan(10);
    let clock = 0;
    const now = () => (clock += 1);
    const changed = new Set<number>();
    let slices = 0;
    for (let done = false; !done; slices += 1) {
      expect(sliced.warnings.pending).toBe(true);
      const slice = sliced.warnings.recomputeSlice(clock + 2, now);
      for (const id of slice.changed) changed.add(id);
      done = slice.done;
    }
    expect(slices).toBeGreaterThan(5);
    expect(sliced.warnings.pending).toBe(false);
    expect(changed).toEqual(expected);
    for (const id of expected) expect(sliced.warnings.current(id)).toEqual(whole.warnings.current(id));
    // A deadline already passed still moves the recompute on by a node.
    sliced.warnings.invalidateAll();
    expect(sliced.warnings.recomputeSlice(-1, () => 0).done).toBe(false);
  });

  it('checks each queued node as the flow is when its turn comes, and leaves edits made meanwhile to the next recompute', () => {
    const { model, context, warnings } = flowWithWarnings();
    warnings.recompute();
    const redirects = Array.from(model.nodes()).filter((candidate) => candidate.type === 'redirect');
    const [first, second] = redirects;
    // Both lose their URL problem: the first before the recompute starts, the second while it runs.
    const fixFirst = applyPatch(model, updateNodeConfigCommand(model, first!.id, { ...first!.config, url: 'https://a.example' }));
    warnings.noteEffects(fixFirst);
    expect(warnings.recomputeSlice(Number.NEGATIVE_INFINITY, () => 0)).toMatchObject({ done: true });
    expect(warnings.current(first!.id)).toEqual([]);
    warnings.invalidateAll();
    const started = warnings.recomputeSlice(Number.NEGATIVE_INFINITY, () => 0);
    expect(started.done).toBe(false);
    const fixSecond = applyPatch(model, updateNodeConfigCommand(model, second!.id, { ...second!.config, url: 'https://b.example' }));
    warnings.noteEffects(fixSecond);
    expect(warnings.recomputeSlice(Number.POSITIVE_INFINITY).done).toBe(true);
    // The edit came during the recompute: it is still pending, and the next recompute takes it.
    expect(warnings.pending).toBe(true);
    warnings.recompute();
    expect(warnings.current(second!.id)).toEqual([]);
    expect(warnings.pending).toBe(false);
  });
});
