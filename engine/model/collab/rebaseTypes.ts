// What rebasing an editor's patches over the changes accepted since its base version produces (issue 22,
// the co-editing protocol): per incoming op an outcome, the ops as they were applied, and whose values a
// same-field conflict replaced. Shared by the server (PATCH) and the editors (pending edits, undo).
import type { FlowPatch, FlowPatchOp } from '../patch/flowPatch';

/**
 * How a same-field conflict is settled. `latest-wins`: the op being rebased wins (the server: the later
 * save wins, the loser is told). `keep-current`: the value someone else set since stays and the op's value
 * is skipped (an editor's undo, which must never silently overwrite a later edit of someone else).
 */
export type ConflictPolicy = 'latest-wins' | 'keep-current';

/** What became of one op of one incoming patch. */
export interface OpOutcome {
  /** Index of the patch in the incoming list, and of the op in that patch. */
  patch: number;
  op: number;
  /**
   * `applied`: exactly as sent. `merged`: applied in a changed form (other fields kept, the position taken from
   * the current one, the current node removed, connections to ports gone disconnected first). `dropped`:
   * nothing of it applied.
   */
  outcome: 'applied' | 'merged' | 'dropped';
  /** Why it was merged or dropped: one of REBASE_REASONS. */
  reason?: RebaseReason;
  nodeId?: number;
  /** Fields whose values this op replaced (someone else had changed them since the base). */
  fields?: string[];
  /** Fields of this op that were not applied (removed concurrently, or kept under `keep-current`). */
  skipped?: string[];
}

export const REBASE_REASONS = [
  /** The node is gone (removed since the base). */
  'node-removed',
  /** removeNode of a node already removed. */
  'already-removed',
  /** disconnect of a connection already gone. */
  'already-disconnected',
  /** connect of a connection that exists already. */
  'already-connected',
  /** connect to a port the node no longer has. */
  'port-missing',
  /** connect to a port someone else connected since. */
  'port-taken',
  /** connect that would close a cycle with connections made since. */
  'cycle',
  /** addNode of an id that exists (cannot happen with leased ids), or an op on a node whose add was dropped. */
  'id-taken',
  /** The node was changed since the base (config merged field by field, position replaced, removal of the current node). */
  'changed-since',
  /** Everything the op changes is already so. */
  'no-change',
  /** The merged config broke the kind's rules: the op's whole config was used (latest-wins) or the op dropped. */
  'merge-invalid',
  /** The rewritten op still did not fit the current flow (a safety net; the reason text is in the log). */
  'conflict',
] as const;
export type RebaseReason = (typeof REBASE_REASONS)[number];

/** Someone's value that a later op replaced: the editor whose value it was shows a notice. */
export interface Replaced {
  nodeId: number;
  /** A config field (`label`), a view block field (`blocks.7.config.text`), `blocks.7` (a block), or `*` (the node was removed). */
  field: string;
  userId: string;
  clientId: string | null;
}

/** One change accepted since the base version: its ops as applied, and who made it. */
export interface ConcurrentChange {
  userId: string;
  clientId: string | null;
  ops: readonly FlowPatchOp[];
}

export interface RebaseResult {
  /** One patch per incoming patch (same indexes), holding the ops as applied (possibly none). */
  applied: FlowPatch[];
  outcomes: OpOutcome[];
  replaced: Replaced[];
}

/** An op that is wrong whatever happened since the base (bad config, a second entrypoint, unrounded coordinates). */
export class RebaseInvalidOpError extends Error {
  constructor(
    readonly patchIndex: number,
    readonly opIndex: number,
    readonly reason: string,
  ) {
    super(`patch ${patchIndex} op ${opIndex} is invalid: ${reason}`);
    this.name = 'RebaseInvalidOpError';
  }
}
