// What each node of a live flow can reference in {{…}} placeholders (editor.md §3 "Context values"): the values
// offered by every upstream node, through the output port that is wired, plus the widget's secrets.
// Owns the upstream index and the secret names; structural edits are read from the model's connection revision.
import type { FlowModel } from '../FlowModel';
import type { NodeType } from '../flowTypes';
import { nodeValueToken, secretToken } from './contextName';
import { offeredAt } from './offeredContextValues';
import { UpstreamIndex } from './UpstreamIndex';

/** One entry of the placeholder picker. */
export type ContextValueOption =
  | {
      source: 'node';
      /** What goes between the braces: `<node id>.<name>`. */
      token: string;
      name: string;
      nodeId: number;
      nodeType: NodeType;
    }
  | { source: 'secret'; token: string; name: string };

export class FlowContext {
  private readonly upstream: UpstreamIndex;
  private secretNames: ReadonlySet<string> | null = null;

  constructor(private readonly model: FlowModel) {
    this.upstream = new UpstreamIndex(model);
  }

  /** The widget's secret names (`api_key` → token `secret.api_key`); null while unknown (not loaded). */
  setSecrets(names: readonly string[] | null): void {
    this.secretNames = names === null ? null : new Set(names);
  }

  secrets(): ReadonlySet<string> | null {
    return this.secretNames;
  }

  /** Brings the upstream index up to date in slices until `deadline` (UpstreamIndex.prepare); true once fresh. */
  prepareUpstream(deadline: number, now?: () => number): boolean {
    return this.upstream.prepare(deadline, now);
  }

  /**
   * Changes whenever connections came, went or were rewired (the model's connection revision): what is upstream of
   * what changed. Moves, config edits and nodes added or removed without connections leave it as it is.
   */
  get structureVersion(): number {
    return this.model.connectionRevision;
  }

  /**
   * What the node sees, nearest upstream node first, then the secrets (sorted). Cost: the upstream part of the
   * flow and the values it offers (on demand, for the picker).
   */
  valuesFor(nodeId: number): ContextValueOption[] {
    const model = this.model;
    const options: ContextValueOption[] = [];
    const seenTokens = new Set<string>();
    const seenNodes = new Set<number>([nodeId]);
    const queue = [nodeId];
    for (let head = 0; head < queue.length; head += 1) {
      for (const key of model.incomingKeys(queue[head]!)) {
        const connection = model.getConnection(key)!;
        const [sourceId, port] = connection.from;
        const source = model.getNode(sourceId);
        if (!source) continue;
        for (const name of offeredAt(source, port)) {
          const token = nodeValueToken(sourceId, name);
          if (seenTokens.has(token)) continue;
          seenTokens.add(token);
          options.push({ source: 'node', token, name, nodeId: sourceId, nodeType: source.type });
        }
        if (!seenNodes.has(sourceId)) {
          seenNodes.add(sourceId);
          queue.push(sourceId);
        }
      }
    }
    for (const name of [...(this.secretNames ?? [])].sort()) options.push({ source: 'secret', token: secretToken(name), name });
    return options;
  }

  /** True when `sourceId` offers `name` on an output whose connection leads to `nodeId`. O(outputs of source). */
  provides(nodeId: number, sourceId: number, name: string): boolean {
    const model = this.model;
    const source = model.getNode(sourceId);
    if (!source || sourceId === nodeId) return false;
    for (const key of model.outgoingKeys(sourceId)) {
      const connection = model.getConnection(key)!;
      if (!offeredAt(source, connection.from[1]).includes(name)) continue;
      if (this.upstream.isUpstreamOrSelf(connection.to[0], nodeId)) return true;
    }
    return false;
  }

  /** True when the secret exists, or when the secrets are not known yet (nothing to warn about). */
  hasSecret(name: string): boolean {
    return this.secretNames === null || this.secretNames.has(name);
  }
}
