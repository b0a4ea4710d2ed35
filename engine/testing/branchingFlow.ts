// The small flow the keyboard and navigation tests walk (KeyboardCanvas.test, navigation.test): 1 entrypoint →
// 2 condition, with 3 (a redirect) up-right of 2 and 4 (a define) down-right of it, both unconnected. Each test adds
// the nodes and connections of its own on top.
import type { FlowConnection, FlowDocument, FlowNode } from '../model/flowTypes';
import { testNode } from './testNode';

export function branchingFlow(more: { nodes?: FlowNode[]; connections?: FlowConnection[] } = {}): FlowDocument {
  return {
    nodes: [
      testNode(1, 'entrypoint', 0, 0),
      testNode(2, 'condition', 400, 0),
      testNode(3, 'redirect', 800, -200, { url: 'https://a.example' }),
      testNode(4, 'define', 800, 240),
      ...(more.nodes ?? []),
    ],
    connections: [{ from: [1, 0], to: [2, 0] }, ...(more.connections ?? [])],
  };
}
