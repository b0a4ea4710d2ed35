import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FlowModel } from '../model/FlowModel';
import { relatedNodes } from '../model/flowReachability';
import { createInitialFlow } from '../model/initialFlow';
import { connectionDrawingMachine, type ConnectionDrawingEmitted } from './connectionDrawingMachine';
import type { PortEnd } from './portEnd';

/** 1 -> 2 -> 3, 4 and 5 free */
function start(canEdit = true) {
  const flow = createInitialFlow();
  for (const id of [2, 3, 4, 5]) flow.nodes.push({ id, type: 'define', x: id * 300, y: 0, inputs: 1, outputs: 1, config: { fields: [] } });
  flow.connections.push({ from: [1, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0] });
  const model = FlowModel.fromDocument(flow);
  let walks = 0;
  const actor = createActor(connectionDrawingMachine, {
    input: {
      canEdit,
      findRelatedNodes: (id) => {
        walks += 1;
        return relatedNodes(model, id);
      },
    },
  }).start();
  const connected: ConnectionDrawingEmitted[] = [];
  actor.on('connect', (event) => connected.push(event));
  return { actor, connected, walks: () => walks };
}

const out = (nodeId: number, port = 0): PortEnd => ({ nodeId, side: 'output', port });
const inp = (nodeId: number, port = 0): PortEnd => ({ nodeId, side: 'input', port });

describe('connectionDrawingMachine', () => {
  it('drags from an output to an input and emits from = output', () => {
    const { actor, connected, walks } = start();
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    for (let i = 0; i < 50; i += 1) actor.send({ type: 'POINTER.MOVE', x: i, y: i });
    expect(actor.getSnapshot().context.pointer).toEqual({ x: 49, y: 49 });
    actor.send({ type: 'PORT.UP', port: inp(4) });
    expect(connected).toEqual([{ type: 'connect', from: [3, 0], to: [4, 0] }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(walks()).toBe(1);
  });

  it('starts from an input and still emits from = output', () => {
    const { actor, connected } = start();
    actor.send({ type: 'PORT.DOWN', port: inp(5) });
    actor.send({ type: 'PORT.UP', port: out(3) });
    expect(connected).toEqual([{ type: 'connect', from: [3, 0], to: [5, 0] }]);
  });

  it('click, then click the opposite type completes; the same type restarts', () => {
    const { actor, connected } = start();
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    actor.send({ type: 'PORT.UP', port: out(3) });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'PORT.DOWN', port: out(4) });
    actor.send({ type: 'PORT.UP', port: out(4) });
    expect(actor.getSnapshot().context.start).toEqual(out(4));
    actor.send({ type: 'PORT.DOWN', port: inp(5) });
    expect(connected).toEqual([{ type: 'connect', from: [4, 0], to: [5, 0] }]);
  });

  it('disables ports of upstream and downstream nodes so no cycle forms', () => {
    const { actor, connected } = start();
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    expect([...actor.getSnapshot().context.disabledNodes].sort()).toEqual([1, 2, 3]);
    actor.send({ type: 'PORT.UP', port: out(3) });
    actor.send({ type: 'PORT.DOWN', port: inp(2) });
    actor.send({ type: 'PORT.DOWN', port: inp(3) });
    expect(connected).toEqual([]);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('releasing elsewhere, clicking the background or Escape cancels', () => {
    const { actor, connected } = start();
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    actor.send({ type: 'POINTER.UP' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    actor.send({ type: 'PORT.UP', port: out(3) });
    actor.send({ type: 'POINTER.DOWN' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ start: null, pointer: null });
    expect(actor.getSnapshot().context.disabledNodes.size).toBe(0);
    expect(connected).toEqual([]);
  });

  it('does nothing when read-only', () => {
    const { actor } = start(false);
    actor.send({ type: 'PORT.DOWN', port: out(3) });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
