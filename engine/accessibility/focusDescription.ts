// What a screen reader hears about the node that has keyboard focus on the canvas (issue 25): its name (kind and
// id), its summary, its warnings, and its connections in and out by the names of the nodes at their other ends and
// the labels of the output ports. Built for ONE node from the adjacency (cost = its connections), never for the flow.
// Pure and DOM-free: engine/accessibility/attachAccessibleMirror.ts puts it into the page.
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode, NodeType } from '../model/flowTypes';
import { nodeSummary } from '../model/summary/nodeSummary';
import { outputLabels } from '../model/summary/outputLabels';

export interface FocusDescription {
  nodeId: number;
  /** "View #2" */
  name: string;
  /** The card's line of words ("" when the kind has none). */
  summary: string;
  warnings: readonly string[];
  /** "from Entrypoint #1" */
  incoming: readonly string[];
  /** "Send to Collect #3", "output 2 not connected", "to Define #4" (a single unlabelled output) */
  outgoing: readonly string[];
  selected: boolean;
  /** "3 nodes selected" when several are, else "". */
  selectionNote: string;
  /** While a connection is drawn from the keyboard: whether this node can take it ("" when none is drawn). */
  connectNote: string;
  /** How many inputs it has (0: nothing can connect in), and whether it starts the flow. */
  inputs: number;
  start: boolean;
}

export interface FocusDescriptionInputs {
  model: FlowModel;
  kindLabel(type: NodeType): string;
  warnings(nodeId: number): readonly string[];
  selection: ReadonlySet<number>;
  /** The node a keyboard connection starts from, and whether the focused node can complete it. */
  drawing: { fromName: string; canComplete: boolean } | null;
}

export function nodeName(node: Pick<FlowNode, 'id' | 'type'>, kindLabel: (type: NodeType) => string): string {
  return `${kindLabel(node.type)} #${node.id}`;
}

/** One output port's name: its label (a button's text, a branch) or its number when the kind has several. */
export function outputName(node: FlowNode, port: number): string {
  const label = outputLabels(node)[port];
  if (label) return label;
  return node.outputs > 1 ? `output ${port + 1}` : 'output';
}

export function describeFocus(nodeId: number, inputs: FocusDescriptionInputs): FocusDescription | null {
  const { model, kindLabel } = inputs;
  const node = model.getNode(nodeId);
  if (!node) return null;
  const nameOf = (id: number) => {
    const other = model.getNode(id);
    return other ? nodeName(other, kindLabel) : `#${id}`;
  };
  const incoming: string[] = [];
  for (let port = 0; port < node.inputs; port += 1) {
    const connection = model.connectionAtInput(nodeId, port);
    if (!connection) continue;
    const source = model.getNode(connection.from[0]);
    // The output it comes from when that says something (a button's text, a branch), or when there are several.
    const via = source && (outputLabels(source)[connection.from[1]] || source.outputs > 1) ? ` (${outputName(source, connection.from[1])})` : '';
    incoming.push(`from ${nameOf(connection.from[0])}${via}`);
  }
  const outgoing: string[] = [];
  for (let port = 0; port < node.outputs; port += 1) {
    const connection = model.connectionAtOutput(nodeId, port);
    // A lone unlabelled output needs no name: "to Collect #3".
    const name = node.outputs === 1 && !outputLabels(node)[0] ? '' : `${outputName(node, port)} `;
    outgoing.push(connection ? `${name}to ${nameOf(connection.to[0])}` : `${name}not connected`);
  }
  const selected = inputs.selection.has(nodeId);
  const count = inputs.selection.size;
  return {
    nodeId,
    name: nodeName(node, kindLabel),
    summary: nodeSummary(node),
    warnings: inputs.warnings(nodeId),
    incoming,
    outgoing,
    selected,
    selectionNote: count > 1 ? `${count} nodes selected` : '',
    inputs: node.inputs,
    start: node.type === 'entrypoint',
    connectNote: inputs.drawing ? (inputs.drawing.canComplete ? `Enter connects ${inputs.drawing.fromName} here` : 'cannot take this connection') : '',
  };
}

/** The description as the lines the mirror shows (and a screen reader reads), in order. */
export function descriptionLines(description: FocusDescription): string[] {
  const lines: string[] = [];
  if (description.summary) lines.push(description.summary);
  if (description.connectNote) lines.push(description.connectNote);
  lines.push(description.selected ? (description.selectionNote ? `selected, ${description.selectionNote}` : 'selected') : 'not selected');
  if (description.warnings.length > 0) lines.push(`${description.warnings.length === 1 ? '1 warning' : `${description.warnings.length} warnings`}: ${description.warnings.join('; ')}`);
  if (description.incoming.length > 0) lines.push(`In: ${description.incoming.join(', ')}`);
  else if (description.inputs > 0) lines.push('Nothing connected in');
  else if (description.start) lines.push('Start of the flow');
  if (description.outgoing.length > 0) lines.push(`Out: ${description.outgoing.join(', ')}`);
  return lines;
}

/** The lines as one text: sentences without doubled full stops. */
export function descriptionText(description: FocusDescription): string {
  return `${descriptionLines(description)
    .map((line) => line.replace(/\.+$/, ''))
    .join('. ')}.`;
}
