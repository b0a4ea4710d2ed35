// What every node kind module declares (editor.md §2 add-node modal, §3 node configs, §5 validation).
import type { Struct } from 'superstruct';
import type { NodeType } from '../flowTypes';

export type NodeCategory = 'interaction' | 'branching' | 'transform' | 'conversion' | 'misc';
export type NodeBadge = 'popular' | 'ai' | 'new';

export interface NodePorts {
  inputs: number;
  outputs: number;
}

export type NodeConfig = Record<string, unknown>;

export interface NodeKind<C extends NodeConfig = NodeConfig> {
  type: NodeType;
  /** Add-node modal group; the entrypoint has none (it is never added). */
  category: NodeCategory | null;
  /** Words the add-node filter matches besides the type. */
  tags: readonly string[];
  badges: readonly NodeBadge[];
  /** Performs an operation outside the widget (gear icon). */
  operation: boolean;
  /** False for the entrypoint: it cannot be deleted, copied or added. */
  userManaged: boolean;
  /** A fresh config; `random` feeds generated defaults (collect's partition name). */
  defaultConfig(random?: () => number): C;
  /** Port counts as a function of the config (garbage collection follows them). */
  ports(config: C): NodePorts;
  /** The editor.md §5 rules; each refinement name is the form's message key. */
  configSchema: Struct<C, unknown>;
  /** Refinement keys that block publishing but not saving (a new node may be saved incomplete). */
  publishOnlyRules: readonly string[];
  /**
   * Config paths whose text may hold `{{secret.<name>}}`, '*' standing for any list index: only where the server
   * sends the value out and never answers it unmasked (an HTTP request's URL, header values and body; an email).
   * Anywhere else a secret is refused (`secret-not-allowed`, secretPlacement.ts). Absent: nowhere.
   */
  secretPaths?: readonly string[];
}

/** Erases the config type so kinds can live in one registry. */
export function defineNodeKind<C extends NodeConfig>(kind: NodeKind<C>): NodeKind {
  return kind as unknown as NodeKind;
}
