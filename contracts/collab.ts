// Live co-editing (issue 22): what editors send the server over the live channel and with the flow PATCH
// (superstruct schemas, checked through the one input layer), and what the server sends them (types). The
// protocol is described in server/README.md "Live co-editing"; the rebase rules live in engine/model/collab/.
import { array, coerce, dynamic, enums, literal, nullable, number, object, optional, refine, string, tuple, type Infer, type Struct } from 'superstruct';
import { nodeId } from '../engine/model/flowSchema';
import type { FlowPatch, FlowPatchOp } from '../engine/model/patch/flowPatch';
import type { OpOutcome, Replaced } from '../engine/model/collab/rebaseTypes';
import { INT32_MAX, integerBetween } from './rules';

export type { OpOutcome, Replaced, RebaseReason, ConflictPolicy } from '../engine/model/collab/rebaseTypes';
export { REBASE_REASONS } from '../engine/model/collab/rebaseTypes';

// ---- limits and names ------------------------------------------------------------------------------------

/** The WebSocket subprotocol of the live channel; the token travels as a second one, `bearer.<token>`. */
export const LIVE_SUBPROTOCOL = 'widget-studio.live.v1';
export const BEARER_SUBPROTOCOL_PREFIX = 'bearer.';
/** Largest client message (bytes of the text frame); larger ones close the channel with 4413. */
export const LIVE_MESSAGE_MAX_BYTES = 16 * 1024;
/** Client messages per second the server takes; more are dropped, and a sustained flood closes with 4429. */
export const LIVE_MESSAGES_PER_SECOND = 20;
/** At most this many selected node ids travel in a presence message. */
export const PRESENCE_SELECTION_MAX = 500;
/** A peer that sent nothing (no message, no pong) for this long is gone. */
export const PEER_SILENCE_MS = 10_000;
/** Node ids handed out per lease; an editor asks for the next lease when fewer than NODE_ID_LEASE_LOW remain. */
export const NODE_ID_LEASE_SIZE = 256;
export const NODE_ID_LEASE_LOW = 64;
/** Changes per page of GET …/flow/changes. */
export const FLOW_CHANGES_PAGE_MAX = 500;

/** Close codes of the live channel. */
export const LIVE_CLOSE = {
  /** Signed out, token revoked or expired: sign in again. */
  unauthorized: 4401,
  /** Removed from the organization. */
  removed: 4403,
  /** The widget was deleted. */
  widgetGone: 4404,
  /** A message that is not valid JSON or not a valid message. */
  invalidMessage: 4400,
  /** A message over LIVE_MESSAGE_MAX_BYTES. */
  tooLarge: 4413,
  /** Too many messages. */
  tooMany: 4429,
  /** The server is going away / restarting: reconnect with backoff. */
  goingAway: 1001,
  serviceRestart: 1012,
} as const;

/** The colours the server picks a peer's colour from (stable per user). */
export const PRESENCE_COLORS = ['#e5484d', '#f76b15', '#ffc53d', '#46a758', '#12a594', '#0090ff', '#3e63dd', '#8e4ec6', '#d6409f', '#978365'] as const;

// ---- what editors send ----------------------------------------------------------------------------------

/** A live channel's id (server-made: `c_` and 22 base64url characters), sent back with PATCH so an editor knows its own changes. */
export const liveClientIdSchema = refine(string(), 'client-id', (value) => /^c_[A-Za-z0-9_-]{22}$/.test(value) || 'must be a live channel id');

const coordinate = refine(number(), 'finite', (value) => Number.isFinite(value) || 'must be a finite number');
const extent = refine(number(), 'extent', (value) => Number.isFinite(value) && value >= 0 && value <= 100_000 || 'must be between 0 and 100000');
const zoom = refine(number(), 'zoom', (value) => Number.isFinite(value) && value > 0 && value <= 100 || 'must be a zoom factor');

const presenceMessage = object({
  type: literal('presence'),
  pointer: nullable(tuple([coordinate, coordinate])),
  selection: refine(array(nodeId), 'selection-max', (ids) => ids.length <= PRESENCE_SELECTION_MAX || `at most ${PRESENCE_SELECTION_MAX} ids`),
  viewport: nullable(object({ x: coordinate, y: coordinate, zoom, width: extent, height: extent })),
  following: optional(nullable(liveClientIdSchema)),
});
const pingMessage = object({ type: literal('ping') });

const CLIENT_MESSAGES = { presence: presenceMessage, ping: pingMessage } as const;
const unknownMessage = object({ type: enums(Object.keys(CLIENT_MESSAGES) as (keyof typeof CLIENT_MESSAGES)[]) });

/** A client -> server message of the live channel; `type` picks its shape, so a refusal names the field. */
export const liveClientMessageSchema = dynamic((value): Struct<any, any> => {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && Object.hasOwn(CLIENT_MESSAGES, type) ? CLIENT_MESSAGES[type as keyof typeof CLIENT_MESSAGES] : unknownMessage;
}) as Struct<LivePresenceMessage | LivePingMessage, unknown>;

export type LivePresenceMessage = Infer<typeof presenceMessage>;
export type LivePingMessage = Infer<typeof pingMessage>;
export type LiveClientMessage = LivePresenceMessage | LivePingMessage;

/** GET /widgets/{id}/flow/changes?since=V: the changes after version V. */
export const flowChangesQuerySchema = object({
  since: coerce(integerBetween(1, INT32_MAX), string(), (value) => (/^\d{1,16}$/.test(value) ? Number(value) : Number.NaN)),
});

/** POST /widgets/{id}/flow/node_ids takes no payload. */
export const nodeIdLeaseBodySchema = optional(nullable(object({})));

// ---- what the server answers and sends ------------------------------------------------------------------

/** One accepted version of a flow, as the change log keeps it. */
export interface FlowChange {
  version: number;
  userId: string;
  /** The live channel of the editor that made it (its PATCH's clientId), null for other saves. */
  clientId: string | null;
  /** The ops as applied (after rebasing). */
  ops: FlowPatchOp[];
  /** Values this change replaced (same-field conflicts it won): the editors named get a notice. */
  replaced: Replaced[];
  /** ISO time. */
  at: string;
}

/** PATCH /widgets/{id}/flow answers this (200). `version` equals the current one when nothing was applied. */
export interface FlowPatchAnswer {
  widgetId: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  baseVersion: number;
  /** True when the base was behind and the patches were rebased on the changes since. */
  rebased: boolean;
  /** One per patch sent: its ops as stored (possibly fewer or changed). */
  applied: FlowPatch[];
  outcomes: OpOutcome[];
  /** Values this save replaced (someone else's same-field edits since the base). */
  replaced: Replaced[];
}

/** POST /widgets/{id}/flow/node_ids: an inclusive range of node ids leased to the caller, never given to anyone else. */
export interface NodeIdLease {
  from: number;
  to: number;
}

/** GET /widgets/{id}/flow/changes?since=V. */
export interface FlowChangesPage {
  /** The flow's current version. */
  version: number;
  /** The changes after `since`, oldest first, at most FLOW_CHANGES_PAGE_MAX. */
  changes: FlowChange[];
  /** True when more follow: ask again from the last change's version. */
  more: boolean;
}

export interface PresenceViewport {
  x: number;
  y: number;
  zoom: number;
  width: number;
  height: number;
}

/** One editor on a flow, as every other editor sees it. Never stored. */
export interface Presence {
  clientId: string;
  userId: string;
  name: string;
  /** Avatar file id (GET /uploads/{id}/thumbnail.webp), or null. */
  avatar: string | null;
  color: string;
  pointer: [number, number] | null;
  selection: number[];
  viewport: PresenceViewport | null;
  following: string | null;
  canEdit: boolean;
}

export type LiveServerMessage =
  | { type: 'welcome'; clientId: string; version: number; canEdit: boolean; color: string; peers: Presence[] }
  | { type: 'change'; change: FlowChange }
  | { type: 'presence'; peer: Presence }
  | { type: 'left'; clientId: string }
  | { type: 'access'; canEdit: boolean }
  | { type: 'reload'; reason: LiveReloadReason; version: number }
  | { type: 'pong' };

/** Why the flow must be loaded again: it was replaced wholesale (PUT: import, restore of a version), or this channel missed changes the log no longer holds. */
export type LiveReloadReason = 'replaced' | 'too-far-behind';
