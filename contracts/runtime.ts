// The public runtime protocol: what a visitor's browser (runtime/) and the studio server
// (server/runtime/) say to each other. No studio credentials travel here; every call names the
// widget in its path and is checked against the widget's published copy and its allowed origins.
//
//   GET  /runtime/v1/widgets/{widgetId}/manifest            -> RuntimeManifest (ETag, 304 on If-None-Match)
//   POST /runtime/v1/widgets/{widgetId}/events              <- RuntimeEventBatch (JSON; text/plain for sendBeacon)
//                                                            -> 202 RuntimeEventBatchAnswer { accepted, refused }
//                                                               (each event on its own: the valid ones are stored)
//   POST /runtime/v1/widgets/{widgetId}/nodes/{nodeId}/run  <- ServerNodeRunRequest -> 200 ServerNodeRunResult
//   GET  /runtime/v1/widgets/{widgetId}/visitor              -> VisitorFacts (no-store; ip and country as the server sees them)
//   GET  /runtime/v1/widgets/{widgetId}/pixel.gif?...        a 1x1 gif that records widget_shown (no-script)
//
// Studio-served pages and scripts: GET /embed.js (the loader), GET /runtime/v1/runtime-<hash>.js (the runtime,
// immutable), GET /runtime/v1/react.js (ES module React component), GET /w/{payload} (iframe and link page;
// payload = url-safe base64 of [widgetId, debug 0|1, dataAttributes]).
//
// Errors are the studio's JSON error body ({ error, message, issues? }); an unpublished, archived or
// deleted widget is 404, a refused origin 403 `origin-not-allowed`, a flood 429.
import { array, boolean, enums, integer, literal, nullable, number, object, optional, record, refine, size, string, union, unknown, type Infer } from 'superstruct';
import type { FlowDocument } from '../engine/model/flowTypes';

export { RUNTIME_BASE } from './runtimePaths';

/** Node kinds that never run in a browser: their configs stay on the server. */
export const SERVER_NODE_TYPES = ['http_request', 'email', 'ai_prompt', 'code', 'collect'] as const;
export type ServerNodeType = (typeof SERVER_NODE_TYPES)[number];

/** Flow event names (studio.md §3), stored with the `widget_flow_` prefix. */
export const FLOW_EVENT_NAMES = [
  'widget_flow_widget_shown',
  'widget_flow_widget_touched',
  'widget_flow_error_thrown',
  'widget_flow_finished',
  'widget_flow_redirected',
  'widget_flow_email_sent',
  'widget_flow_http_requested',
  'widget_flow_ai_prompted',
  'widget_flow_record_collected',
  'widget_flow_link_followed',
] as const;
export type FlowEventName = (typeof FLOW_EVENT_NAMES)[number];

/** Operation events: recorded by the server only, when it performs the operation; they count against the quota. */
export const OPERATION_EVENT_NAMES = [
  'widget_flow_email_sent',
  'widget_flow_http_requested',
  'widget_flow_ai_prompted',
  'widget_flow_record_collected',
] as const satisfies readonly FlowEventName[];

/**
 * What a browser may report. `node_reached` is not a flow event of the spec: it records which node a
 * visitor reached (for drop-off on the results overlay) and is stored apart from the flow events.
 */
export const CLIENT_EVENT_NAMES = [
  'widget_flow_widget_shown',
  'widget_flow_widget_touched',
  'widget_flow_error_thrown',
  'widget_flow_finished',
  'widget_flow_redirected',
  'widget_flow_link_followed',
  'node_reached',
] as const;
export type ClientEventName = (typeof CLIENT_EVENT_NAMES)[number];

export const EVENT_BATCH_MAX = 50;
/** The longest text of an event's payload (UTF-16 code units); the runtime fits its texts to it (fitText). */
export const EVENT_PAYLOAD_TEXT_MAX = 2048;
/** The longest text value a server-side node run may be sent for one token; the runtime fits its values to it. */
export const RUN_VALUE_TEXT_MAX = 10_240;
/** Body cap of every runtime POST (the studio's default of RUNTIME_BODY_MAX_BYTES); the runtime's batches stay under it. */
export const RUNTIME_BODY_MAX_BYTES = 64 * 1024;
/** Session, pageload and lead ids: generated in the browser (crypto.randomUUID). */
const visitorId = refine(string(), 'invalid-id', (value) => /^[0-9a-f-]{36}$/i.test(value) || 'must be a uuid');

/** A context value as it travels: text, number, boolean or null (no objects, no arrays). */
export const contextValueSchema = union([string(), number(), boolean(), literal(null)]);
export type ContextValue = Infer<typeof contextValueSchema>;

/** The highest sequence number a run may reach (PostgreSQL integer). */
export const EVENT_SEQ_MAX = 2_147_483_647;
const eventSeq = size(integer(), 0, EVENT_SEQ_MAX);

export const visitorIdsSchema = object({ sessionId: visitorId, pageloadId: visitorId, leadId: visitorId });
export type VisitorIds = Infer<typeof visitorIdsSchema>;

export const runtimeEventSchema = object({
  /** Client-generated uuid: a batch sent twice (beacon + retry) is stored once. */
  id: visitorId,
  name: enums(CLIENT_EVENT_NAMES),
  sessionId: visitorId,
  pageloadId: visitorId,
  leadId: visitorId,
  /** The node the event happened at (node_reached: the node reached). */
  nodeId: optional(nullable(integer())),
  /** Milliseconds since the epoch, as the browser saw it; the server keeps its own receive time too. */
  at: number(),
  /**
   * The event's place in its widget run (0, 1, 2… shared with the run's server-node calls, `EventStamp`): events of
   * one millisecond keep the order in which they happened. Absent from runtimes older than it.
   */
  seq: optional(eventSeq),
  /** The event's payload fields (`CLIENT_EVENT_PAYLOAD_FIELDS`). */
  payload: optional(record(string(), contextValueSchema)),
});

/** When an event happened in a widget run, as the browser counts it: its clock (ms) and its sequence number. */
export interface EventStamp {
  at: number;
  seq: number;
}

export type EventPayloadFieldType = 'number' | 'boolean' | 'string';

/**
 * The payload fields each client event may carry: those of studio.md §3, and on finished and link_followed the
 * view button whose press ended the flow or followed the link (`button`: its label as the visitor saw it, `close` for
 * a dialog's close; `output`: the view's output it took, counted from 1), so a trace says which button was pressed.
 */
export const CLIENT_EVENT_PAYLOAD_FIELDS: Record<ClientEventName, Record<string, EventPayloadFieldType>> = {
  widget_flow_widget_shown: { loadTime: 'number', lazyLoad: 'boolean', url: 'string' },
  widget_flow_widget_touched: { timeTaken: 'number' },
  widget_flow_finished: { timeTaken: 'number', button: 'string', output: 'number' },
  widget_flow_error_thrown: { error: 'string', message: 'string' },
  widget_flow_redirected: { destinationUrl: 'string' },
  widget_flow_link_followed: { destinationUrl: 'string', button: 'string', output: 'number' },
  node_reached: {},
};
export type RuntimeEvent = Infer<typeof runtimeEventSchema>;

const eventBatchFields = {
  /** The published version the visitor runs. */
  version: integer(),
  /**
   * The browser's clock when it sent the batch (ms since the epoch). An `at` that is no plausible moment for the studio
   * (a visitor's clock days off) is moved by the studio's clock minus this, instead of being refused; a plausible one
   * stays the browser's (as for the events of its server-node calls), so a trace orders them alike.
   */
  sentAt: optional(number()),
};

export const runtimeEventBatchSchema = object({ ...eventBatchFields, events: size(array(runtimeEventSchema), 1, EVENT_BATCH_MAX) });
export type RuntimeEventBatch = Infer<typeof runtimeEventBatchSchema>;

/**
 * What the studio checks of a batch as a whole (a failure is 400, nothing stored); each event is then checked on
 * its own against runtimeEventSchema and the event rules, and only the events that break a rule are refused.
 */
export const runtimeEventBatchEnvelopeSchema = object({ ...eventBatchFields, events: size(array(unknown()), 1, EVENT_BATCH_MAX) });

/** An event of a batch the studio did not store, and why: `field` is `events.<index>.<field>`, `rule` the rule broken. */
export interface RefusedRuntimeEvent {
  index: number;
  field: string;
  rule: string;
  message: string;
}

/**
 * 202 to a batch: `accepted` events were stored now (an id already stored is neither accepted nor refused), each of
 * `refused` was not and never will be (sending it again is no use). A studio of before `refused` answers
 * `{ accepted }` alone: read a missing `refused` as none.
 */
export interface RuntimeEventBatchAnswer {
  accepted: number;
  refused: RefusedRuntimeEvent[];
}

/**
 * A text fitted to what the studio takes (its input rules, contracts/rules.ts, and a length limit): at most `max`
 * UTF-16 code units, never ending in half a surrogate pair, with each control character other than tab, line feed
 * and carriage return, and each lone surrogate, replaced by U+FFFD. The runtime sends nothing else.
 */
export function fitText(text: string, max: number): string {
  const end = Math.min(text.length, max);
  let fitted = '';
  let from = 0;
  let index = 0;
  for (; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      if (index + 1 >= end) break; // the pair does not fit
      index += 1;
      continue;
    }
    const refused = (code >= 0xd800 && code <= 0xdfff) || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
    if (!refused) continue;
    fitted += text.slice(from, index) + '\ufffd';
    from = index + 1;
  }
  return fitted + text.slice(from, index);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

export const serverNodeRunRequestSchema = object({
  version: integer(),
  sessionId: visitorId,
  pageloadId: visitorId,
  leadId: visitorId,
  /** The context values the node references (tokens `<nodeId>.<name>` without braces), as the browser knows them. */
  values: record(string(), contextValueSchema),
  /**
   * When the browser ran the node (its clock, ms) and the run's next sequence number (`EventStamp`): the events the
   * server records for the node take them, so a trace orders them among the browser's own events as they happened.
   */
  at: optional(number()),
  seq: optional(eventSeq),
});
export type ServerNodeRunRequest = Infer<typeof serverNodeRunRequestSchema>;

/** A node's outcome. A failure is a normal answer (200, ok false); the server has recorded error_thrown. */
export type ServerNodeRunResult =
  | {
      ok: true;
      /** What the node adds to the context, by unqualified name (result, record_id, response, code's addValue names). */
      values: Record<string, ContextValue>;
    }
  | { ok: false; error: string; message: string };

/** A server-side node as the browser sees it: no config, only the context tokens it needs sent. */
export interface ClientServerNode {
  id: number;
  type: ServerNodeType;
  /** Whether the browser waits for the answer before going on (http_request/collect sync; ai_prompt and code always). */
  awaits: boolean;
  /** Context tokens (`<nodeId>.<name>`) the node's config references, secrets excluded. */
  references: string[];
}

export interface RuntimeManifest {
  widgetId: string;
  /** The published version number (increases with every publish). */
  version: number;
  publishedAt: string;
  /**
   * The published flow for the browser: every client-side node with its config, every server-side node
   * with an empty config (its `server` entry below says what the browser needs), notes removed.
   */
  flow: FlowDocument;
  server: ClientServerNode[];
  /** Where files (images) are served: `${filesBase}/${fileId}/original.webp`. */
  filesBase: string;
}

/** What the server knows of the visitor that the browser cannot (GET …/visitor, never cached). */
export interface VisitorFacts {
  ip: string;
  /** ISO 3166 alpha-2 from a trusted proxy header, or '' when unknown. */
  country: string;
}

/** The entrypoint's own context values (editor.md §3): one list, the engine's. */
export { ENTRYPOINT_VALUES as ENTRYPOINT_CONTEXT_NAMES } from '../engine/model/context/offeredByKind';
