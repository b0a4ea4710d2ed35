// A view's buttons whose output leads nowhere (issue 21): pressing one ends the flow there. That can be meant
// (a last "OK"), so it is a warning, not an error; the runtime then shows the button done (runtime/README.md
// "The end of a flow"). A dialog's close output is not a button: closing and ending is what a visitor expects.
// The buttons' config paths are memoised per config object; the connections are looked up each time (O(buttons)).
import type { FlowModel } from '../FlowModel';
import type { FlowNode } from '../flowTypes';
import type { Block } from '../view/blockTree';
import { outputLabels } from '../summary/outputLabels';
import { warningMessage, type NodeWarning } from './warningMessages';

const memo = new WeakMap<object, readonly (string | number)[][]>();

/** Each button's path inside the view's config, in pre-order (the order of the view's outputs). */
function buttonPaths(config: Record<string, unknown>): readonly (string | number)[][] {
  let paths = memo.get(config);
  if (!paths) {
    const found: (string | number)[][] = [];
    const root = config.root as Block | undefined;
    const stack: [Block, (string | number)[]][] = root ? [[root, ['root']]] : [];
    while (stack.length > 0) {
      const [block, path] = stack.pop()!;
      if (block.type === 'button') found.push(path);
      const children = block.children ?? [];
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index]!, [...path, 'children', index]]);
    }
    paths = found;
    memo.set(config, paths);
  }
  return paths;
}

export function unconnectedButtonWarnings(node: FlowNode, model: Pick<FlowModel, 'connectionAtOutput'>): NodeWarning[] {
  if (node.type !== 'view') return [];
  const paths = buttonPaths(node.config);
  if (paths.length === 0) return [];
  const labels = outputLabels(node);
  const warnings: NodeWarning[] = [];
  paths.forEach((path, port) => {
    if (port < node.outputs && !model.connectionAtOutput(node.id, port)) {
      warnings.push({ key: 'unconnected-button', message: warningMessage('unconnected-button', labels[port] ?? `Button ${port + 1}`), path });
    }
  });
  return warnings;
}
