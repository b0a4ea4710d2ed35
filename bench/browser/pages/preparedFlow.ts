// The flow a bench page opens: generated in the page from the seed (no multi-megabyte transfer) and kept as
// JSON text, so opening measures what the studio does with a stored flow: parse, build, draw.
import { generateFlow } from '../../../engine/testing/generateFlow';
import type { FlowShape, PreparedFlow } from './benchPageApi';
import { treeLayout } from './treeLayout';

let text: string | null = null;

export function prepareFlow(nodes: number, seed: number, shape: FlowShape = 'generated'): PreparedFlow {
  const start = performance.now();
  const generated = generateFlow({ nodeCount: nodes, seed });
  const document = shape === 'tree' ? treeLayout(generated) : generated;
  const generateMs = performance.now() - start;
  text = JSON.stringify(document);
  return { nodes: document.nodes.length, connections: document.connections.length, jsonBytes: text.length, generateMs };
}

/** The prepared JSON text; dropped here so only the engine keeps the flow alive afterwards. */
export function takePreparedFlow(): string {
  if (text === null) throw new Error('call prepare() before open()');
  const taken = text;
  text = null;
  return taken;
}
