// A seeded, deterministic flow of N nodes shaped like real ones: chains, branches (condition, ab_testing,
// view buttons), dead ends (redirect), notes, and a few islands, grouped in sections of a few hundred
// nodes laid out side by side so the whole is roughly square and connections stay short.
// Valid per flowDocumentSchema.
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
/** How far (in rows) a node may land from its parent's row before it starts a fresh band at the bottom. */
const PLACEMENT_REACH = 12;
/** Large flows are built as sections (a journey, a campaign…) of this many nodes, wired one to the next. */
const SECTION_SIZE = { min: 60, max: 240 } as const;
/** Empty cells between sections. */
const SECTION_GAP = 2;

/** One section: its nodes in local cells, its open outputs, and the space it takes. */
class Section {
  readonly open: OpenOutput[] = [];
  readonly cells: { node: FlowNode; column: number; row: number }[] = [];
  private readonly taken = new Set<number>();
  private readonly islandRows = new Map<number, number>();
  private freshRow = 0;
  minColumn = 0;
  maxColumn = 0;

  constructor(readonly target: number) {}

  get size(): number {
    return this.cells.length;
  }

  get rows(): number {
    return this.freshRow;
  }

  /** Places a node right of its parent (same section), at the section's origin, or with the islands. */
  place(node: FlowNode, parent: OpenOutput | null, origin: boolean): void {
    let column: number;
    let row: number;
    if (parent) {
      [column, row] = freeCellNear(this.taken, parent.column + 1, parent.row + parent.port) ?? [parent.column + 1, this.freshRow];
    } else if (origin) {
      [column, row] = [0, 0];
    } else {
      // Islands stack in the few columns left of the section's start.
      column = -1 - Math.floor((node.id * 7919) % ISLAND_COLUMNS);
      row = this.islandRows.get(column) ?? 0;
      while (this.taken.has(cellKey(column, row))) row += 1;
      this.islandRows.set(column, row + 1);
    }
    this.taken.add(cellKey(column, row));
    this.freshRow = Math.max(this.freshRow, row + 1);
    this.minColumn = Math.min(this.minColumn, column);
    this.maxColumn = Math.max(this.maxColumn, column);
    this.cells.push({ node, column, row });
    for (let port = node.outputs - 1; port >= 0; port -= 1) this.open.push({ nodeId: node.id, port, column, row });
  }
}

export function generateFlow({ nodeCount, seed = 1 }: GenerateFlowOptions): FlowDocument {
  const random = seededRandom(seed);
  const flow = createInitialFlow();
  const entry = flow.nodes[0]!;
  const nodes: FlowNode[] = [entry];
  const connections: FlowConnection[] = [];
  const sectionSize = () => SECTION_SIZE.min + Math.floor(random() * (SECTION_SIZE.max - SECTION_SIZE.min));
  const sections: Section[] = [new Section(sectionSize())];
  sections[0]!.place(entry, null, true);
  /** The output of the previous section that the next section's first node hangs from. */
  let carried: OpenOutput | null = null;

  for (let id = 2; id <= nodeCount; id += 1) {
    let section = sections[sections.length - 1]!;
    if (section.size >= section.target) {
      carried = section.open.length > 0 ? section.open.splice(Math.floor(random() * section.open.length), 1)[0]! : null;
      section = new Section(sectionSize());
      sections.push(section);
    }
    const type = pickKind(random);
    const config = configFor(type, random);
    const ports = getNodeKind(type).ports(config);
    const node: FlowNode = { id, type, x: 0, y: 0, ...ports, config };
    const wired = node.inputs > 0 && random() >= ISLAND_SHARE;
    if (wired && carried) {
      connections.push({ from: [carried.nodeId, carried.port], to: [id, 0] });
      carried = null;
      section.place(node, null, true);
    } else if (wired && section.open.length > 0) {
      const parent = takeOpenOutput(section.open, random);
      connections.push({ from: [parent.nodeId, parent.port], to: [id, 0] });
      section.place(node, parent, false);
    } else {
      section.place(node, null, false);
    }
    nodes.push(node);
  }
  layOutSections(sections);
  return { nodes, connections };
}

/**
 * Sections go side by side in bands about as wide as the whole flow is tall (a roughly square
 * flow), the bands running alternately left-to-right and right-to-left so that each section sits
 * next to the one it continues.
 */
function layOutSections(sections: Section[]): void {
  const area = sections.reduce((sum, s) => sum + (s.maxColumn - s.minColumn + 1 + SECTION_GAP) * (s.rows + SECTION_GAP), 0);
  const bandWidth = Math.max(1, Math.ceil(Math.sqrt(area * (ROW_HEIGHT / COLUMN_WIDTH))));
  let band: Section[] = [];
  let bandColumns = 0;
  let top = 0;
  let leftToRight = true;
  /** Where the last band ended, so a right-to-left band starts right below it. */
  let previousEnd = 0;
  const flush = () => {
    let column = leftToRight ? 0 : Math.max(previousEnd, bandColumns);
    let bandRows = 0;
    for (const section of band) {
      const width = section.maxColumn - section.minColumn + 1;
      if (!leftToRight) column -= width + SECTION_GAP;
      for (const { node, column: local, row } of section.cells) {
        node.x = roundCoordinate((column + local - section.minColumn) * COLUMN_WIDTH);
        node.y = roundCoordinate((top + row) * ROW_HEIGHT);
      }
      if (leftToRight) column += width + SECTION_GAP;
      bandRows = Math.max(bandRows, section.rows);
    }
    top += bandRows + SECTION_GAP;
    previousEnd = leftToRight ? column : previousEnd;
    leftToRight = !leftToRight;
    band = [];
    bandColumns = 0;
  };
  for (const section of sections) {
    band.push(section);
    bandColumns += section.maxColumn - section.minColumn + 1 + SECTION_GAP;
    if (bandColumns >= bandWidth) flush();
  }
  if (band.length > 0) flush();
}

function cellKey(column: number, row: number): number {
  return column * ROWS_PER_COLUMN + row;
}

/** The free cell nearest the preferred one: below or above it, up to two columns further right. */
function freeCellNear(taken: Set<number>, column: number, row: number): [number, number] | null {
  for (let step = 0; step < PLACEMENT_REACH; step += 1) {
    for (let right = 0; right <= Math.min(step, 2); right += 1) {
      const offset = step - right;
      for (const candidateRow of offset === 0 ? [row] : [row + offset, row - offset]) {
        if (candidateRow >= 0 && !taken.has(cellKey(column + right, candidateRow))) return [column + right, candidateRow];
      }
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
