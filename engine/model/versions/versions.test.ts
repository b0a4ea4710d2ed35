import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDocument } from '../../testing/canonicalDocument';
import { generateFlow } from '../../testing/generateFlow';
import { seededRandom } from '../../testing/seededRandom';
import { FlowModel } from '../FlowModel';
import { flowDocumentSchema } from '../flowSchema';
import type { FlowDocument, FlowNode, NodeType } from '../flowTypes';
import { createInitialFlow } from '../initialFlow';
import { getNodeKind } from '../kinds/nodeKindRegistry';
import { applyPatch } from '../patch/applyPatch';
import { invertPatch } from '../patch/flowPatch';
import { flowPatchSchema } from '../patch/flowPatchSchema';
import { roundCoordinate } from '../roundCoordinate';
import { countFlowChanges, diffFlows } from './flowDiff';
import { canonicalJson, fingerprintChanges, flowFingerprint } from './flowFingerprint';
import { restorePatch, RestoreRefusedError } from './restorePatch';

function kindNode(id: number, type: NodeType, x = 0, y = 0, random = () => 0.5): FlowNode {
  const kind = getNodeKind(type);
  const config = kind.defaultConfig(random);
  return { id, type, x, y, ...kind.ports(config), config };
}

/**
 * A flow derived from `flow` by the edits a designer makes between two publishes, chosen by `seed`: moves, config
 * changes that change the ports (a kind's default config), a node replaced by one of another kind under the same
 * id, removals, additions and rewiring. Always a valid flow.
 */
function edited(flow: FlowDocument, seed: number): FlowDocument {
  const random = seededRandom(seed);
  const nodes = new Map(flow.nodes.map((node) => [node.id, structuredClone(node)]));
  let connections = flow.connections.map((connection) => structuredClone(connection));
  const ids = () => [...nodes.keys()].filter((id) => nodes.get(id)!.type !== 'entrypoint');
  const pick = () => {
    const candidates = ids();
    return candidates.length === 0 ? null : candidates[Math.floor(random() * candidates.length)]!;
  };
  const dropDangling = () => {
    connections = connections.filter(({ from, to }) => {
      const source = nodes.get(from[0]);
      const target = nodes.get(to[0]);
      return source !== undefined && target !== undefined && from[1] < source.outputs && to[1] < target.inputs;
    });
  };
  const edits = 1 + Math.floor(random() * 12);
  const types: NodeType[] = ['redirect', 'await', 'condition', 'ab_testing', 'define', 'note', 'view', 'http_request'];
  for (let edit = 0; edit < edits; edit += 1) {
    const choice = random();
    const id = pick();
    if (choice < 0.3 && id !== null) {
      const node = nodes.get(id)!;
      node.x = roundCoordinate(node.x + (random() - 0.5) * 400);
      node.y = roundCoordinate(node.y + (random() - 0.5) * 400);
    } else if (choice < 0.45 && id !== null) {
      const node = nodes.get(id)!;
      nodes.set(id, { ...kindNode(id, node.type, node.x, node.y, random) });
      dropDangling();
    } else if (choice < 0.55 && id !== null) {
      const node = nodes.get(id)!;
      const type = types.filter((candidate) => candidate !== node.type)[Math.floor(random() * (types.length - 1))]!;
      nodes.set(id, kindNode(id, type, node.x, node.y, random));
      dropDangling();
    } else if (choice < 0.7 && id !== null) {
      nodes.delete(id);
      dropDangling();
    } else if (choice < 0.85) {
      const next = Math.max(...nodes.keys()) + 1;
      const type = types[Math.floor(random() * types.length)]!;
      nodes.set(next, kindNode(next, type, roundCoordinate(random() * 2000), roundCoordinate(random() * 2000), random));
      // Hang it from a free output of an existing node (the new node has no outputs wired, so no cycle).
      const free = [...nodes.values()].flatMap((source) =>
        source.id === next ? [] : Array.from({ length: source.outputs }, (_, port) => [source.id, port] as const).filter(([nodeId, port]) => !connections.some((c) => c.from[0] === nodeId && c.from[1] === port)),
      );
      const target = nodes.get(next)!;
      if (free.length > 0 && target.inputs > 0) connections.push({ from: [...free[Math.floor(random() * free.length)]!], to: [next, 0] });
    } else if (connections.length > 0) {
      connections.splice(Math.floor(random() * connections.length), 1);
    }
  }
  return { nodes: [...nodes.values()], connections };
}

function apply(document: FlowDocument, patch: ReturnType<typeof restorePatch>): FlowModel {
  const model = FlowModel.fromDocument(document);
  applyPatch(model, patch);
  return model;
}

describe('diffFlows', () => {
  const entry = createInitialFlow().nodes[0]!;
  const before: FlowDocument = {
    nodes: [entry, kindNode(2, 'await', 400), kindNode(3, 'redirect', 800), kindNode(4, 'note', 0, 300)],
    connections: [
      { from: [1, 0], to: [2, 0] },
      { from: [2, 0], to: [3, 0] },
    ],
  };

  it('counts nodes added, removed and changed and connections added and removed', () => {
    const after: FlowDocument = {
      nodes: [entry, { ...kindNode(2, 'await', 440) }, kindNode(4, 'redirect', 0, 300), kindNode(5, 'define', 1200)],
      connections: [
        { from: [1, 0], to: [2, 0] },
        { from: [2, 0], to: [5, 0] },
      ],
    };
    expect(countFlowChanges(before, after)).toEqual({ nodesAdded: 1, nodesRemoved: 1, nodesChanged: 2, connectionsAdded: 1, connectionsRemoved: 1 });
    const diff = diffFlows(before, after);
    expect(diff.removedNodes.map((node) => node.id)).toEqual([3]);
    expect(diff.addedNodes.map((node) => node.id)).toEqual([5]);
    expect(diff.changedNodes.map(({ before: node }) => node.id)).toEqual([2, 4]);
  });

  it('finds nothing between equal flows, whatever their order, object identity or key order', () => {
    const shuffled: FlowDocument = {
      nodes: structuredClone(before.nodes)
        .reverse()
        .map((node) => ({ config: node.config, outputs: node.outputs, inputs: node.inputs, y: node.y, x: node.x, type: node.type, id: node.id })),
      connections: structuredClone(before.connections).reverse(),
    };
    expect(countFlowChanges(before, shuffled)).toEqual({ nodesAdded: 0, nodesRemoved: 0, nodesChanged: 0, connectionsAdded: 0, connectionsRemoved: 0 });
    expect(restorePatch(FlowModel.fromDocument(before), shuffled).ops).toEqual([]);
  });

  it('reads a live model the same as its document', () => {
    const flow = generateFlow({ nodeCount: 300, seed: 3 });
    const other = edited(flow, 9);
    expect(diffFlows(FlowModel.fromDocument(flow), other)).toEqual(diffFlows(flow, other));
  });

  it('tells a rewired connection (same output, another input) as one removed and one added', () => {
    const after: FlowDocument = { nodes: before.nodes, connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [4, 0] }] };
    const withInput = { ...after, nodes: [entry, kindNode(2, 'await', 400), kindNode(3, 'redirect', 800), kindNode(4, 'define', 0, 300)] };
    expect(countFlowChanges(before, withInput)).toMatchObject({ connectionsAdded: 1, connectionsRemoved: 1 });
  });
});

describe('restorePatch', () => {
  it('turns the draft into the version with one patch that only touches what differs', () => {
    const version = generateFlow({ nodeCount: 400, seed: 11 });
    const draft = edited(version, 5);
    const patch = restorePatch(FlowModel.fromDocument(draft), version);
    const changes = countFlowChanges(draft, version);
    expect(patch.ops.length).toBeGreaterThan(0);
    // Each op is one difference (a changed node may take an update and a move; a replaced one a remove and an add).
    const differences = changes.nodesAdded + changes.nodesRemoved + changes.connectionsAdded + changes.connectionsRemoved + 2 * changes.nodesChanged;
    expect(patch.ops.length).toBeLessThanOrEqual(differences + 20);
    expect(patch.ops.length).toBeLessThan(version.nodes.length / 4);
    expect(canonicalDocument(apply(draft, patch).toDocument())).toEqual(canonicalDocument(version));
  });

  it('round-trips exactly: the patch gives the version, its inverse the draft again, and both survive JSON', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 160 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        (seed, nodeCount, versionEdits, draftEdits, unrelated) => {
          const base = generateFlow({ nodeCount, seed });
          // Either two flows that share a history (each edited from the same base) or two unrelated ones.
          const version = edited(base, versionEdits);
          const draft = unrelated ? generateFlow({ nodeCount: 1 + (draftEdits % 160), seed: draftEdits + 1 }) : edited(base, draftEdits);
          expect(flowDocumentSchema.is(version) && flowDocumentSchema.is(draft)).toBe(true);
          const patch = JSON.parse(JSON.stringify(restorePatch(FlowModel.fromDocument(draft), version))) as ReturnType<typeof restorePatch>;
          expect(flowPatchSchema.is(patch)).toBe(true);
          const model = FlowModel.fromDocument(draft);
          applyPatch(model, patch);
          expect(canonicalDocument(model.toDocument())).toEqual(canonicalDocument(version));
          applyPatch(model, invertPatch(patch));
          expect(canonicalDocument(model.toDocument())).toEqual(canonicalDocument(draft));
          // Restoring the draft over itself changes nothing.
          expect(restorePatch(model, draft).ops).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('replaces a node whose type changed under the same id, with its connections', () => {
    const entry = createInitialFlow().nodes[0]!;
    const draft: FlowDocument = { nodes: [entry, kindNode(2, 'await', 400), kindNode(3, 'define', 800)], connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }] };
    const version: FlowDocument = { nodes: [entry, kindNode(2, 'define', 400), kindNode(3, 'define', 800)], connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }] };
    const patch = restorePatch(FlowModel.fromDocument(draft), version);
    expect(patch.ops.map((op) => op.op)).toEqual(['disconnect', 'disconnect', 'removeNode', 'addNode', 'connect', 'connect']);
    // Added in the version's order: the entrypoint's output first.
    expect(patch.ops.filter((op) => op.op === 'connect').map((op) => (op.op === 'connect' ? op.connection.from[0] : 0))).toEqual([1, 2]);
    expect(canonicalDocument(apply(draft, patch).toDocument())).toEqual(canonicalDocument(version));
  });

  it('updates ports before moving, after disconnecting what the new ports drop', () => {
    const entry = createInitialFlow().nodes[0]!;
    const condition = kindNode(2, 'condition', 400);
    const draft: FlowDocument = {
      nodes: [entry, condition, kindNode(3, 'redirect', 800), kindNode(4, 'redirect', 800, 200)],
      connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }, { from: [2, 1], to: [4, 0] }],
    };
    const oneOutput = { ...condition, x: 440, config: { ...condition.config, hasDefault: false } };
    oneOutput.outputs = getNodeKind('condition').ports(oneOutput.config).outputs;
    const version: FlowDocument = { nodes: [entry, oneOutput, draft.nodes[2]!, draft.nodes[3]!], connections: [{ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }] };
    expect(flowDocumentSchema.is(version)).toBe(true);
    const patch = restorePatch(FlowModel.fromDocument(draft), version);
    expect(patch.ops.map((op) => op.op)).toEqual(['disconnect', 'updateNode', 'moveNode']);
    expect(canonicalDocument(apply(draft, patch).toDocument())).toEqual(canonicalDocument(version));
  });

  it('refuses two flows that start at different entrypoints', () => {
    const draft = createInitialFlow();
    const version: FlowDocument = { nodes: [{ ...draft.nodes[0]!, id: 7 }], connections: [] };
    expect(() => restorePatch(FlowModel.fromDocument(draft), version)).toThrow(RestoreRefusedError);
    expect(() => restorePatch(FlowModel.fromDocument(draft), version)).toThrow(/entrypoint #7.*#1/);
  });

  it('builds an all-new flow in connection order, so each cycle check stays short', () => {
    // A chain of 3000 nodes restored over an empty draft: in the wrong order every connect would walk the chain.
    const entry = createInitialFlow().nodes[0]!;
    const nodes: FlowNode[] = [entry];
    const connections: FlowDocument['connections'] = [];
    for (let id = 2; id <= 3000; id += 1) {
      nodes.push(kindNode(id, 'await', id * 10));
      connections.push({ from: [id - 1, 0], to: [id, 0] });
    }
    const version: FlowDocument = { nodes: nodes.reverse(), connections: connections.reverse() };
    const patch = restorePatch(FlowModel.fromDocument(createInitialFlow()), version);
    const connects = patch.ops.filter((op) => op.op === 'connect').map((op) => (op.op === 'connect' ? op.connection.from[0] : 0));
    expect(connects).toEqual(Array.from({ length: 2999 }, (_, index) => index + 1));
    const model = apply(createInitialFlow(), patch);
    expect(model.connectionCount).toBe(2999);
    applyPatch(model, invertPatch(patch));
    expect(canonicalDocument(model.toDocument())).toEqual(canonicalDocument(createInitialFlow()));
  });
});

describe('flowFingerprint', () => {
  it('counts the same changes as the diff, from the fingerprints alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 160 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed, nodeCount, edits) => {
        const before = generateFlow({ nodeCount, seed });
        const after = edited(before, edits);
        expect(fingerprintChanges(flowFingerprint(before), flowFingerprint(after))).toEqual(countFlowChanges(before, after));
        expect(fingerprintChanges(flowFingerprint(after), flowFingerprint(after))).toEqual(countFlowChanges(after, after));
      }),
      { numRuns: 40 },
    );
  });

  it('ignores the order of nodes, connections and object keys, as the diff does', () => {
    const flow = generateFlow({ nodeCount: 120, seed: 4 });
    const reordered: FlowDocument = {
      nodes: [...flow.nodes].reverse().map((node) => JSON.parse(canonicalJson(node)) as FlowNode),
      connections: [...flow.connections].reverse(),
    };
    expect(flowFingerprint(reordered)).toEqual(flowFingerprint(flow));
    expect(canonicalJson({ b: [1, { d: 2, c: undefined, a: 'x' }], a: null })).toBe('{"a":null,"b":[1,{"a":"x","d":2}]}');
  });

  it('is about 12 bytes a node and refuses bytes that are not a fingerprint', () => {
    const flow = generateFlow({ nodeCount: 1000, seed: 8 });
    const bytes = flowFingerprint(flow);
    expect(bytes.byteLength).toBe(4 * (2 + 2 * flow.nodes.length + flow.connections.length));
    expect(() => fingerprintChanges(bytes.slice(0, 20), bytes)).toThrow('not a flow fingerprint');
    // A Buffer from the database driver, at an offset inside a larger allocation, reads the same.
    const pooled = Buffer.concat([Buffer.alloc(12), Buffer.from(bytes)]).subarray(12);
    expect(fingerprintChanges(pooled, bytes)).toEqual({ nodesAdded: 0, nodesRemoved: 0, nodesChanged: 0, connectionsAdded: 0, connectionsRemoved: 0 });
  });
});
