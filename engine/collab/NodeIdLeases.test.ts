import { describe, expect, it } from 'vitest';
import { FlowModel } from '../model/FlowModel';
import { addNodesCommand, NODE_IDS_PENDING } from '../model/commands/addNodesCommand';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import { testNode } from '../testing/testNode';
import { LEASE_LOW_WATER, LEASE_SIZE, NodeIdLeases, type NodeIdRange } from './NodeIdLeases';

/** A lease host answering ranges of LEASE_SIZE from `next` on, when the test says so. */
function leaseServer(first = 1000) {
  let next = first;
  const asked: Array<(range: NodeIdRange) => void> = [];
  return {
    asked,
    host: { lease: () => new Promise<NodeIdRange>((resolve) => asked.push(resolve)) },
    answerAll() {
      for (const resolve of asked.splice(0)) {
        resolve({ from: next, to: next + LEASE_SIZE - 1 });
        next += LEASE_SIZE;
      }
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('NodeIdLeases', () => {
  it('asks for a lease at once, hands out its ids in order and asks again below the low-water mark', async () => {
    const server = leaseServer();
    const leases = new NodeIdLeases(server.host);
    expect(leases.take(1)).toBeNull();
    expect(server.asked).toHaveLength(1);
    server.answerAll();
    await settle();
    expect(leases.take(3)).toEqual([1000, 1001, 1002]);
    expect(server.asked).toHaveLength(0);
    leases.take(LEASE_SIZE - 3 - LEASE_LOW_WATER);
    expect(server.asked).toHaveLength(0);
    leases.take(1);
    expect(server.asked).toHaveLength(1);
    expect(leases.available).toBe(LEASE_LOW_WATER - 1);
  });

  it('an add of more nodes than remain asks for enough leases and ensure() resolves once they are here', async () => {
    const server = leaseServer();
    const leases = new NodeIdLeases(server.host);
    const ready = leases.ensure(600);
    expect(server.asked).toHaveLength(Math.ceil(600 / LEASE_SIZE));
    server.answerAll();
    await ready;
    const ids = leases.take(600)!;
    expect(new Set(ids).size).toBe(600);
    expect(ids[0]).toBe(1000);
    expect(ids[599]).toBe(1599);
  });

  it('a model with the leases as its id source gives leased ids to new nodes and refuses while none are at hand', async () => {
    const model = FlowModel.fromDocument({ nodes: [testNode(1, 'entrypoint'), testNode(7, 'await')], connections: [] });
    const server = leaseServer(5000);
    const leases = new NodeIdLeases(server.host);
    model.useIdSource(leases);
    expect(() => addNodesCommand(model, [{ type: 'await', x: 0, y: 0 }])).toThrow(new CommandRefusedError(NODE_IDS_PENDING));
    server.answerAll();
    await settle();
    expect(addNodesCommand(model, [{ type: 'await', x: 0, y: 0 }, { type: 'note', x: 0, y: 0 }]).ids).toEqual([5000, 5001]);
    expect(model.nextId()).toBe(5002);
    expect(model.highestNodeId()).toBe(7);
    model.useIdSource(null);
    expect(model.nextId()).toBe(8);
    expect(model.newIds(2)).toEqual([8, 9]);
  });

  it('after a stop a late answer is ignored', async () => {
    const server = leaseServer();
    const leases = new NodeIdLeases(server.host);
    leases.take(1);
    leases.stop();
    server.answerAll();
    await settle();
    expect(leases.available).toBe(0);
  });
});
