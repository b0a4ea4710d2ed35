// A port packed into one number so indexes can be Map<number, …> (no string keys at 100k nodes).
import { MAX_PORTS_PER_NODE } from './flowLimits';
import type { FlowConnection, PortRef } from './flowTypes';

export function portKey(nodeId: number, port: number): number {
  return nodeId * MAX_PORTS_PER_NODE + port;
}

export function portKeyOf(ref: PortRef): number {
  return portKey(ref[0], ref[1]);
}

export function nodeIdOfPortKey(key: number): number {
  return Math.floor(key / MAX_PORTS_PER_NODE);
}

export function portIndexOfPortKey(key: number): number {
  return key % MAX_PORTS_PER_NODE;
}

/**
 * A connection's id: the key of its output port. An output port holds at most one connection,
 * so this is unique, stable while the connection exists, and needs no counter.
 */
export function connectionKey(connection: FlowConnection): number {
  return portKeyOf(connection.from);
}
