// Find (Ctrl/Cmd+F): which nodes contain a query, by id, kind, label and config text. One lower-cased text per
// node, kept in step with the model by the same PatchEffects as the spatial index (a node's text is rebuilt
// only when its config object changed; moves cost a comparison). Built lazily (buildSlice in idle slices when
// find opens, or all at once on the first query), so opening a flow pays nothing for it. A query is a scan of the texts (indexOf per term): ~10 ms at 100k generated nodes
// (bench `find_query_ms`), and no state per query.
import type { FlowModel } from '../FlowModel';
import type { FlowNode, NodeType } from '../flowTypes';
import type { PatchEffects } from '../patch/applyPatch';
import { nodeSearchText } from './nodeSearchText';

export interface SearchResult {
  /** Matching node ids, best first (an exact "#id"/id match, then kind matches, then the rest by id), at most `limit`. */
  ids: number[];
  /** All matches, including those beyond the limit. */
  total: number;
}

interface Entry {
  config: FlowNode['config'];
  text: string;
}

export class NodeSearchIndex {
  private readonly entries = new Map<number, Entry>();
  /** The build under way (the model's live node iterator), null before it starts and once it is done. */
  private cursor: IterableIterator<FlowNode> | null = null;
  private started = false;
  private built = false;

  constructor(
    private readonly model: FlowModel,
    private readonly kindLabel: (type: NodeType) => string = (type) => type,
  ) {}

  /** After a patch: re-texts the touched nodes whose config changed, drops removed ones. O(touched). */
  noteEffects(effects: Pick<PatchEffects, 'nodes'>): void {
    if (!this.started) return;
    for (const id of effects.nodes) {
      const node = this.model.getNode(id);
      if (!node) this.entries.delete(id);
      else if (this.entries.get(id)?.config !== node.config) this.entries.set(id, this.entryOf(node));
    }
  }

  /** Nodes containing every whitespace-separated term of `query` (case-insensitive). */
  search(query: string, limit = 500): SearchResult {
    const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (terms.length === 0) return { ids: [], total: 0 };
    this.build();
    const exact = exactId(query);
    const first: number[] = [];
    const kinds: number[] = [];
    const rest: number[] = [];
    for (const [id, entry] of this.entries) {
      const text = entry.text;
      let all = true;
      for (const term of terms) {
        if (text.indexOf(term) < 0) {
          all = false;
          break;
        }
      }
      if (!all) continue;
      if (id === exact) first.push(id);
      else if (terms.length === 1 && this.isKindMatch(id, terms[0]!)) kinds.push(id);
      else rest.push(id);
    }
    const total = first.length + kinds.length + rest.length;
    const ordered = first.concat(kinds.sort(byNumber), rest.sort(byNumber));
    return { ids: ordered.slice(0, limit), total };
  }

  /** Texts held (nodes indexed); 0 until the first query. */
  get size(): number {
    return this.entries.size;
  }

  /** Whether every node has its text (a query would not have to build first). */
  get ready(): boolean {
    return this.built;
  }

  /**
   * Builds part of the index until `deadline` (a `now()` time), so it can be prepared in idle slices before the
   * first query; returns true when complete. Edits meanwhile are applied by noteEffects as usual.
   */
  buildSlice(deadline: number, now: () => number = () => performance.now()): boolean {
    if (this.built) return true;
    if (!this.started) {
      this.started = true;
      this.cursor = this.model.nodes();
    }
    let count = 0;
    for (let next = this.cursor!.next(); !next.done; next = this.cursor!.next()) {
      this.entries.set(next.value.id, this.entryOf(next.value));
      count += 1;
      if (count % 256 === 0 && now() >= deadline) return false;
    }
    this.cursor = null;
    this.built = true;
    return true;
  }

  private build(): void {
    this.buildSlice(Number.POSITIVE_INFINITY);
  }

  private entryOf(node: FlowNode): Entry {
    return { config: node.config, text: nodeSearchText(node, this.kindLabel(node.type)) };
  }

  private isKindMatch(id: number, term: string): boolean {
    const node = this.model.getNode(id);
    return node !== undefined && (node.type.includes(term) || this.kindLabel(node.type).toLowerCase().includes(term));
  }
}

function exactId(query: string): number | null {
  const match = /^\s*#?(\d+)\s*$/.exec(query);
  return match ? Number(match[1]) : null;
}

const byNumber = (a: number, b: number): number => a - b;
