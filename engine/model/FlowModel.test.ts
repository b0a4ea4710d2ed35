import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generateFlow';
import { FlowModel } from './FlowModel';
import { flowDocumentSchema } from './flowSchema';
import { createInitialFlow } from './initialFlow';
import { downstreamNodes, reaches, relatedNodes, upstreamNodes } from './flowReachability';
import { connectionKey } from './portKey';
import type { FlowDocument } from './flowTypes';

function chain(): FlowDocument {
  // 1 -> 2 -> 3, 2 -> 4 (condition 2 has two outputs), 5 alone
  const flow = createInitialFlow();
  const define = (id: number) => ({ id, type: 'define' as const, x: id * 300, y: 0, inputs: 1, outputs: 1, config: { fields: [] } });
  flow.nodes.push(
    { id: 2, type: 'ab_testing', x: 300, y: 0, inputs: 1, outputs: 2, config: { weights: [50, 50], sticky: false } },
    define(3),
    define(4),
    define(5),
  );
  flow.connections.push({ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] }, { from: [2, 1], to: [4, 0] });
  return flow;
}

describe('FlowModel', () => {
  it('round-trips a document without sharing node objects', () => {
    const flow = chain();
    const model = FlowModel.fromDocument(flow);
    expect(model.toDocument()).toEqual(flow);
    model.setPosition(2, 7, 8);
    expect(flow.nodes[1]!.x).toBe(300);
  });

  it('answers port and adjacency lookups', () => {
    const model = FlowModel.fromDocument(chain());
    expect(model.connectionAtOutput(2, 1)?.to).toEqual([4, 0]);
    expect(model.connectionAtInput(3, 0)?.from).toEqual([2, 0]);
    expect(model.connectionAtInput(5, 0)).toBeUndefined();
    expect(model.outgoingKeys(2).size).toBe(2);
    expect(model.incomingKeys(2).size).toBe(1);
    expect([...model.connectionsOfNode(2)]).toHaveLength(3);
  });

  it('keeps the next id as highest + 1, also after the highest node goes', () => {
    const model = FlowModel.fromDocument(chain());
    expect(model.nextId()).toBe(6);
    model.deleteNode(5);
    expect(model.nextId()).toBe(5);
    model.deleteNode(3);
    expect(model.nextId()).toBe(5);
  });

  it('deletes a connection from every index', () => {
    const model = FlowModel.fromDocument(chain());
    const key = connectionKey({ from: [2, 0], to: [3, 0] });
    model.deleteConnection(key);
    expect(model.connectionAtInput(3, 0)).toBeUndefined();
    expect(model.outgoingKeys(2).size).toBe(1);
    expect(model.incomingKeys(3).size).toBe(0);
    expect(model.connectionCount).toBe(2);
  });
});

describe('flow reachability', () => {
  it('walks upstream and downstream through the adjacency', () => {
    const model = FlowModel.fromDocument(chain());
    expect([...downstreamNodes(model, 2)].sort()).toEqual([3, 4]);
    expect([...upstreamNodes(model, 3)].sort()).toEqual([1, 2]);
    expect([...relatedNodes(model, 4)].sort()).toEqual([1, 2, 4]);
    expect(relatedNodes(model, 5)).toEqual(new Set([5]));
    expect(reaches(model, 1, 4)).toBe(true);
    expect(reaches(model, 4, 1)).toBe(false);
  });
});

describe('flowDocumentSchema', () => {
  it('accepts the initial flow and generated flows', () => {
    expect(flowDocumentSchema.is(createInitialFlow())).toBe(true);
    expect(flowDocumentSchema.is(chain())).toBe(true);
    const [error] = flowDocumentSchema.validate(generateFlow({ nodeCount: 500, seed: 3 }));
    expect(error?.message).toBeUndefined();
  });

  it('rejects cycles, bad configs and port counts that disagree with the config', () => {
    const cyclic = chain();
    cyclic.connections.push({ from: [3, 0], to: [5, 0] }, { from: [5, 0], to: [2, 0] });
    cyclic.connections = cyclic.connections.filter((c) => !(c.from[0] === 1));
    const [cycleError] = flowDocumentSchema.validate(cyclic);
    expect(cycleError?.message).toMatch(/cycle/);

    const badConfig = chain();
    badConfig.nodes[1]!.config = { weights: [50, 40], sticky: false };
    expect(flowDocumentSchema.validate(badConfig)[0]?.message).toMatch(/weights-sum/);

    const badPorts = chain();
    badPorts.nodes[2]!.outputs = 3;
    expect(flowDocumentSchema.validate(badPorts)[0]?.message).toMatch(/ports/);
  });

  it('accepts an email node saved before its recipient is filled in', () => {
    const flow = createInitialFlow();
    flow.nodes.push({ id: 2, type: 'email', x: 0, y: 0, inputs: 1, outputs: 1, config: { from: '', replyTo: '', to: '', cc: '', bcc: '', subject: '', content: '' } });
    expect(flowDocumentSchema.is(flow)).toBe(true);
  });
});
