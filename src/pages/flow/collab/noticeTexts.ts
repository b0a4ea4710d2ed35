// The quiet notices of co-editing, as pure functions from the engine's events to words (tested in Node):
// someone's later edit replaced a value of mine, a node I was working on was deleted, an op of mine was not kept,
// an undo skipped what someone changed since, the flow was loaded again. Nodes are named as their card is
// ("Email #3"), config fields in words ("Subject", "Reply to", "the text of block 7"), people by their name.
import { NODE_KIND_LABELS, type FlowModel, type NodeType, type OpOutcome, type OwnOpOutcome, type Replaced } from '../../../../engine/index';

export interface CollabNotice {
  /** Unique per notice (React key, dismissal). */
  id: string;
  text: string;
  /** One action the notice offers (e.g. put my value back). */
  action?: { label: string; run(): void };
}

/** How a node is named in a notice: its card's title, or "node #id" once it is gone and its kind unknown. */
export function nodeName(model: FlowModel, nodeId: number, type?: NodeType): string {
  const kind = type ?? model.getNode(nodeId)?.type;
  return kind ? `${NODE_KIND_LABELS[kind]} #${nodeId}` : `node #${nodeId}`;
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  replyTo: 'Reply to',
  hasDefault: 'Default branch',
  url: 'URL',
  cc: 'Cc',
  bcc: 'Bcc',
  queryParams: 'Query parameters',
  allowedOrigins: 'Allowed origins',
  dataAttributes: 'Data attributes',
  root: 'Blocks',
  position: 'Position',
};

/** A config field as a person reads it: `subject` → "Subject", `blocks.7.config.text` → "the text of block 7". */
export function fieldName(field: string): string {
  const block = /^blocks\.(\d+)(?:\.(config|style)\.(.+)|\.(place|type))?$/.exec(field);
  if (block) {
    const [, id, , key, part] = block;
    if (key) return `the ${words(key).toLowerCase()} of block ${id}`;
    if (part === 'place') return `the place of block ${id}`;
    if (part === 'type') return `the type of block ${id}`;
    return `block ${id}`;
  }
  return FIELD_WORDS[field] ?? words(field);
}

function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function quotedList(fields: readonly string[]): string {
  const names = fields.map((field) => {
    const name = fieldName(field);
    return name.startsWith('the ') || name.startsWith('block ') ? name : `'${name}'`;
  });
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "Ana changed 'Subject' of Email #3 after you" (one notice per node). */
export function replacedText(by: string, node: string, entries: readonly Replaced[]): string {
  if (entries.some((entry) => entry.field === '*')) return `${node} was deleted by ${by} after you changed it`;
  return `${by} changed ${quotedList(entries.map((entry) => entry.field))} of ${node} after you`;
}

/** "Email #3 was deleted by Ana". */
export function deletedText(by: string, node: string): string {
  return `${node} was deleted by ${by}`;
}

/** Why an op of mine was not kept, or null when nothing is worth telling (moves merged, nothing lost). */
export function outcomeText(outcome: OwnOpOutcome, model: FlowModel, by: string | null): string | null {
  const { op } = outcome;
  const { reason } = outcome.outcome;
  if (outcome.outcome.outcome !== 'dropped') {
    if (reason === 'merge-invalid') return `Your change to ${nodeName(model, outcome.outcome.nodeId ?? 0)} replaced ${by ?? 'someone'}'s: the two could not be combined`;
    return null;
  }
  const someone = by ?? 'someone else';
  if (op.op === 'connect' || op.op === 'disconnect') {
    if (op.op === 'disconnect' || reason === 'already-connected') return null;
    const between = `from ${nodeName(model, op.connection.from[0])} to ${nodeName(model, op.connection.to[0])}`;
    switch (reason) {
      case 'node-removed':
        return `Your connection ${between} was not kept: ${someone} deleted a node it joined`;
      case 'port-missing':
        return `Your connection ${between} was not kept: the port no longer exists`;
      case 'port-taken':
        return `Your connection ${between} was not kept: ${someone} connected that port first`;
      case 'cycle':
        return `Your connection ${between} was not kept: with ${someone}'s connections it would make a loop`;
      default:
        return `Your connection ${between} was not kept`;
    }
  }
  const nodeId = outcome.outcome.nodeId ?? (op.op === 'addNode' || op.op === 'removeNode' ? op.node.id : op.id);
  const type = op.op === 'addNode' || op.op === 'removeNode' ? op.node.type : undefined;
  const node = nodeName(model, nodeId, type);
  switch (reason) {
    case 'node-removed':
      return `Your change to ${node} was not kept: ${someone} deleted it`;
    case 'no-change':
    case 'already-removed':
    case 'already-disconnected':
      return null;
    case 'id-taken':
      return `The node you added as ${node} could not be kept: its id was taken`;
    default:
      return `Your change to ${node} was not kept: ${someone} changed it at the same time`;
  }
}

/** What an undo or redo left alone, in one sentence. */
export function undoSkippedText(redo: boolean, skipped: readonly OpOutcome[], model: FlowModel): string {
  const verb = redo ? 'Redo' : 'Undo';
  const parts = skipped.map((outcome) => {
    const node = nodeName(model, outcome.nodeId ?? 0);
    if (outcome.outcome !== 'dropped' && outcome.skipped?.length) return `${quotedList(outcome.skipped)} of ${node}`;
    if (outcome.reason === 'node-removed') return `${node} (deleted since)`;
    return outcome.nodeId !== undefined ? node : 'a connection';
  });
  const unique = [...new Set(parts)];
  return `${verb} left ${unique.slice(0, 3).join(', ')}${unique.length > 3 ? ` and ${unique.length - 3} more` : ''} as someone else changed it since`;
}

/** The flow was loaded again. */
export function resyncedText(reason: string): string {
  if (reason === 'replaced') return 'The flow was replaced (an import or a restored version) and loaded again; your unsaved changes were applied on top';
  return 'Many changes were made while you were away: the flow was loaded again and your unsaved changes applied on top';
}
