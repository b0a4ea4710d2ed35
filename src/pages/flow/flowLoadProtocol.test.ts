import { describe, expect, it } from 'vitest';
import type { WidgetFlow } from '../../../contracts/entities';
import { generateFlow } from '../../../engine/testing/generateFlow';
import { FlowAssembler, flowSlices, packConnections, transferablesOf, unpackConnections } from './flowLoadProtocol';

const flow = (nodes: number): WidgetFlow => ({ widgetId: 'w1', version: 7, flow: generateFlow({ nodeCount: nodes, seed: 3 }), updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'u1' });

describe('flow load protocol', () => {
  it('round-trips a flow through its slices exactly, in bounded messages', () => {
    const original = flow(1234);
    const messages = [...flowSlices(original, 100, 300)];
    expect(messages[0]).toMatchObject({ type: 'meta', nodes: 1234, connections: original.flow.connections.length });
    expect(messages.at(-1)).toEqual({ type: 'done' });
    for (const message of messages) {
      if (message.type === 'nodes') expect(JSON.parse(message.json)).toHaveLength(message.count);
      if (message.type === 'nodes') expect(message.count).toBeLessThanOrEqual(100);
      if (message.type === 'connections') expect(message.packed.length).toBeLessThanOrEqual(300 * 4);
    }
    const assembler = new FlowAssembler();
    let result: WidgetFlow | null = null;
    // As postMessage delivers them: cloned, the packed connections' buffers transferred.
    for (const message of messages) result = assembler.take(structuredClone(message, { transfer: transferablesOf(message) })) ?? result;
    expect(result).toEqual(original);
  });

  it('packs connections four 32-bit numbers each and back', () => {
    const connections = [
      { from: [1, 0] as const, to: [2, 0] as const },
      { from: [2_147_483_000, 4095] as const, to: [7, 0] as const },
    ];
    const back: { from: readonly [number, number]; to: readonly [number, number] }[] = [];
    unpackConnections(packConnections(connections), back as never);
    expect(back).toEqual(connections);
  });

  it('reports determinate progress that only grows: download to one half, slices to the whole', () => {
    const assembler = new FlowAssembler();
    const seen: number[] = [];
    assembler.take({ type: 'progress', received: 0, total: 1000 });
    seen.push(assembler.progress.fraction);
    assembler.take({ type: 'progress', received: 500, total: 1000 });
    seen.push(assembler.progress.fraction);
    assembler.take({ type: 'progress', received: 1000, total: 1000 });
    seen.push(assembler.progress.fraction);
    for (const message of flowSlices(flow(300), 50)) {
      assembler.take(message);
      seen.push(assembler.progress.fraction);
    }
    expect(seen.slice(0, 3)).toEqual([0, 0.25, 0.5]);
    expect(seen.at(-2)).toBe(1);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
  });

  it('creeps forward when the download size is unknown, without reaching the second half', () => {
    const assembler = new FlowAssembler();
    for (let i = 0; i < 100; i += 1) assembler.take({ type: 'progress', received: i * 1000, total: null });
    expect(assembler.progress.fraction).toBeGreaterThan(0.3);
    expect(assembler.progress.fraction).toBeLessThanOrEqual(0.45);
  });
});
