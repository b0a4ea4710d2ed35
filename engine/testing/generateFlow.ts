// A seeded, deterministic flow of N nodes shaped like real ones: chains, branches (condition, ab_testing,
// view buttons), dead ends (redirect), notes, and a few islands. Valid per flowDocumentSchema.
// Every node has at most one input port and an input port takes one connection, so a flow can hold at most
// N - 1 connections: "fan-in" cannot exist and ~1.2 connections per node is unreachable; this generator
// connects nearly every input (about 0.95 per node).
import { GRID_SPACING } from '../model/flowLimits';
import type { FlowConnection, FlowDocument, FlowNode, NodeType } from '../model/flowTypes';
import { createInitialFlow } from '../model/initialFlow';
import { splitWeightsEvenly } from '../model/kinds/abTestingKind';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { Block } from '../model/kinds/viewBlockSchema';
import { roundCoordinate } from '../model/roundCoordinate';
import { seededRandom } from './seededRandom';

export interface GenerateFlowOptions {
  nodeCount: number;
  seed?: number;
}

const KIND_WEIGHTS: readonly [NodeType, number][] = [
  ['view', 18],
  ['condition', 8],
  ['ab_testing', 4],
  ['await', 6],
  ['storage', 5],
  ['ai_prompt', 5],
  ['function', 6],
  ['code', 4],
  ['define', 6],
  ['collect', 6],
  ['http_request', 8],
  ['email', 4],
  ['redirect', 5],
  ['note', 2],
];
const TOTAL_WEIGHT = KIND_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
const COLUMN_WIDTH = 8 * GRID_SPACING;
/** Share of new nodes that continue the most recent open output (chains); the rest branch off an older one. */
const CHAIN_BIAS = 0.7;
/** Share of nodes left unconnected (islands the user has not wired yet). */
const ISLAND_SHARE = 0.02;
const ISLAND_COLUMNS = 4;

interface OpenOutput {
  nodeId: number;
  port: number;
  column: number;
  row: number;
}

/** Layout cells: 8 grid cells wide, 6 high (fits a node with 5 ports). */
const ROW_HEIGHT = 6 * GRID_SPACING;
const ROWS_PER_COLUMN = 1 << 22;
/** Tried cells right and below the preferred one before a node starts a fresh band at the bottom. */
const PLACEMENT_TRIES = 6;

export function generateFlow({ nodeCount, seed = 1 }: GenerateFlowOptions): FlowDocument {
  const random = seededRandom(seed);
  const flow = createInitialFlow();
  const nodes: FlowNode[] = flow.nodes;
  const connections: FlowConnection[] = [];
  const entry = nodes[0]!;
  const open: OpenOutput[] = [{ nodeId: entry.id, port: 0, column: 0, row: 0 }];
  const taken = new Set<number>([cellKey(0, 0)]);
  const islandRows = new Map<number, number>();
  let freshRow = 1;

  for (let id = 2; id <= nodeCount; id += 1) {
    const type = pickKind(random);
    const config = configFor(type, random);
    const ports = getNodeKind(type).ports(config);
    const node: FlowNode = { id, type, x: 0, y: 0, ...ports, config };

    let column: number;
    let row: number;
    const parent = node.inputs > 0 && open.length > 0 && random() >= ISLAND_SHARE ? takeOpenOutput(open, random) : null;
    if (parent) {
      connections.push({ from: [parent.nodeId, parent.port], to: [id, 0] });
      const cell = freeCellNear(taken, parent.column + 1, parent.row + parent.port);
      if (cell) [column, row] = cell;
      else [column, row] = [parent.column + 1, freshRow];
    } else {
      // Islands stack in the few columns left of the entrypoint.
      column = -1 - Math.floor(random() * ISLAND_COLUMNS);
      row = islandRows.get(column) ?? 0;
      while (taken.has(cellKey(column, row))) row += 1;
      islandRows.set(column, row + 1);
    }
    taken.add(cellKey(column, row));
    if (row >= freshRow) freshRow = row + 1;
    node.x = roundCoordinate(column * COLUMN_WIDTH);
    node.y = roundCoordinate(row * ROW_HEIGHT);
    nodes.push(node);
    for (let port = node.outputs - 1; port >= 0; port -= 1) open.push({ nodeId: id, port, column, row });
  }
  return { nodes, connections };
}

function cellKey(column: number, row: number): number {
  return column * ROWS_PER_COLUMN + row;
}

function freeCellNear(taken: Set<number>, column: number, row: number): [number, number] | null {
  for (let step = 0; step < PLACEMENT_TRIES; step += 1) {
    for (let right = 0; right <= Math.min(step, 2); right += 1) {
      const candidate = cellKey(column + right, row + step - right);
      if (!taken.has(candidate)) return [column + right, row + step - right];
    }
  }
  return null;
}

function takeOpenOutput(open: OpenOutput[], random: () => number): OpenOutput {
  if (random() < CHAIN_BIAS) return open.pop()!;
  const index = Math.floor(random() * open.length);
  const chosen = open[index]!;
  open[index] = open[open.length - 1]!;
  open.pop();
  return chosen;
}

function pickKind(random: () => number): NodeType {
  let roll = random() * TOTAL_WEIGHT;
  for (const [type, weight] of KIND_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return 'define';
}

/** The kind's default config, varied where the port count depends on it. */
function configFor(type: NodeType, random: () => number): Record<string, unknown> {
  const config = getNodeKind(type).defaultConfig(random);
  if (type === 'condition') {
    const branches = 1 + Math.floor(random() * 3);
    const condition = { operator: 'eq', values: ['{{1.page_url}}', 'x'] };
    return { ...config, branches: Array.from({ length: branches }, () => ({ mode: 'and', conditions: [condition] })), hasDefault: random() < 0.7 };
  }
  if (type === 'ab_testing') return { ...config, weights: splitWeightsEvenly(2 + Math.floor(random() * 3)) };
  if (type === 'view') {
    const buttons = Math.floor(random() * 3);
    const children: Block[] = [{ id: 2, type: 'text', config: { text: 'Title' }, style: {} }];
    for (let index = 0; index < buttons; index += 1) children.push({ id: 3 + index, type: 'button', config: { label: `Option ${index + 1}` }, style: {} });
    const root: Block = { id: 1, type: 'container', config: { direction: 'column', weights: [12], adaptive: false }, style: {}, children };
    return { ...config, root, dialog: random() < 0.3 };
  }
  return config;
}
