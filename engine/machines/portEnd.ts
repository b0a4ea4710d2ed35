import type { PortRef } from '../model/flowTypes';
import type { PortSide } from '../spatial/nodeGeometry';

/** A port as the pointer finds it (the hit-test result of kind 'port'). */
export interface PortEnd {
  nodeId: number;
  side: PortSide;
  port: number;
}

export function samePort(a: PortEnd, b: PortEnd): boolean {
  return a.nodeId === b.nodeId && a.side === b.side && a.port === b.port;
}

/** Orders two ports of opposite sides as [output, input]: a connection's from is always the output side. */
export function orientConnection(a: PortEnd, b: PortEnd): { from: PortRef; to: PortRef } {
  const output = a.side === 'output' ? a : b;
  const input = a.side === 'output' ? b : a;
  return { from: [output.nodeId, output.port], to: [input.nodeId, input.port] };
}
