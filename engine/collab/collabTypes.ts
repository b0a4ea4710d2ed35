// What a co-editing session exchanges with the server (collab-protocol.md), as the engine sees it. The wire
// schemas and the server's own types are in contracts/collab.ts (FlowChange, FlowPatchAnswer, FlowChangesPage);
// these are the engine's structural equivalents (engine never imports contracts), and the transport the session
// is given instead of the network: the host (src/) implements it with fetch.
import type { FlowDocument } from '../model/flowTypes';
import type { FlowPatch, FlowPatchOp } from '../model/patch/flowPatch';
import type { OpOutcome, Replaced } from '../model/collab/rebaseTypes';

export type { OpOutcome, Replaced } from '../model/collab/rebaseTypes';

/** One accepted version of the flow, as the change log keeps it and the live channel announces it. */
export interface FlowChange {
  version: number;
  userId: string;
  /** The live channel of the editor that made it, null for other saves (an import, a PATCH without a channel). */
  clientId: string | null;
  /** The ops as stored (after the server rebased them). */
  ops: FlowPatchOp[];
  /** Values this change replaced: the editors named get a notice. */
  replaced: Replaced[];
  at: string;
}

/** The PATCH answer (the fields the session reads). */
export interface PatchAnswer {
  /** The new version, or the current one when nothing was stored. */
  version: number;
  /** One per patch sent: its ops as stored. */
  applied: FlowPatch[];
  outcomes: OpOutcome[];
  replaced: Replaced[];
}

export interface ChangesPage {
  version: number;
  changes: FlowChange[];
  more: boolean;
}

export interface CollabTransport {
  /** PATCH …/flow `{ baseVersion, patches, clientId }`. Rejects with a status-409 `flow-version-too-old` error when the log no longer reaches baseVersion. */
  sendPatches(body: { baseVersion: number; patches: FlowPatch[]; clientId: string | null }): Promise<PatchAnswer>;
  /** GET …/flow/changes?since=V (same 409 when V is too old). */
  changesSince(version: number): Promise<ChangesPage>;
  /** GET …/flow: the flow as stored now. */
  loadFlow(): Promise<{ document: FlowDocument; version: number }>;
}

/** The server no longer keeps the changes since this version: load the whole flow again. */
export class FlowVersionTooOldError extends Error {
  readonly status = 409;
  readonly code = 'flow-version-too-old';
  constructor(message = 'the flow changed too much since this version') {
    super(message);
    this.name = 'FlowVersionTooOldError';
  }
}

/** A 409 `flow-version-too-old` however the transport reports it (the API client's error carries `status` and `code`). */
export function isVersionTooOld(error: unknown): boolean {
  if (error instanceof FlowVersionTooOldError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 409 && code === 'flow-version-too-old';
}

/** What became of one of this editor's ops when the server stored it or it was rebased here on someone's change. */
export interface OwnOpOutcome {
  op: FlowPatchOp;
  outcome: OpOutcome;
  /** Who made the change it was rebased on (a local rebase), when known. */
  by?: { userId: string; clientId: string | null };
}
