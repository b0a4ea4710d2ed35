// What the canvas says when the flow changes (issue 25), through the mirror's live region: a node added or
// deleted, a connection made or removed, and the save state reaching saved or failing. Built from the patch the
// edit recorded (its few ops), never from the flow. Pure.
import type { FlowModel } from '../model/FlowModel';
import type { FlowConnection, NodeType } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';
import { nodeName, outputName } from './focusDescription';

type KindLabel = (type: NodeType) => string;

function connectionText(model: FlowModel, connection: FlowConnection, kindLabel: KindLabel): string {
  const from = model.getNode(connection.from[0]);
  const to = model.getNode(connection.to[0]);
  const fromText = from ? `${nodeName(from, kindLabel)}${from.outputs > 1 ? ` ${outputName(from, connection.from[1])}` : ''}` : `#${connection.from[0]}`;
  return `${fromText} to ${to ? nodeName(to, kindLabel) : `#${connection.to[0]}`}`;
}

/** The sentence for an edit just applied to `model` (after the patch), or null for edits that need none (moves, forms). */
export function patchAnnouncement(patch: FlowPatch, model: FlowModel, kindLabel: KindLabel): string | null {
  const added = patch.ops.flatMap((op) => (op.op === 'addNode' ? [op.node] : []));
  const removed = patch.ops.flatMap((op) => (op.op === 'removeNode' ? [op.node] : []));
  const connected = patch.ops.flatMap((op) => (op.op === 'connect' ? [op.connection] : []));
  const disconnected = patch.ops.flatMap((op) => (op.op === 'disconnect' ? [op.connection] : []));
  const parts: string[] = [];
  if (added.length === 1) parts.push(`Added ${nodeName(added[0]!, kindLabel)}`);
  else if (added.length > 1) parts.push(`Added ${added.length} nodes`);
  if (removed.length === 1) parts.push(`Deleted ${nodeName(removed[0]!, kindLabel)}`);
  else if (removed.length > 1) parts.push(`Deleted ${removed.length} nodes`);
  // Connections that come and go with their nodes (a paste, a delete) are said with them.
  if (added.length === 0 && removed.length === 0) {
    if (connected.length === 1) parts.push(`Connected ${connectionText(model, connected[0]!, kindLabel)}`);
    else if (connected.length > 1) parts.push(`Made ${connected.length} connections`);
    // A replaced connection (one disconnect before the connect) is said as the new one only.
    if (disconnected.length > connected.length) parts.push(disconnected.length === 1 ? 'Removed a connection' : `Removed ${disconnected.length} connections`);
  }
  return parts.length > 0 ? `${parts.join('. ')}.` : null;
}

export type SaveState = 'saved' | 'draft' | 'pending' | 'error' | 'conflict';

/** The sentence for a save state change, or null (drafts and pending saves are not said: they come with every edit). */
export function saveAnnouncement(previous: SaveState, next: SaveState): string | null {
  if (next === previous) return null;
  if (next === 'saved' && previous === 'pending') return 'All changes saved.';
  if (next === 'error') return 'Saving failed. Your changes are kept on this page.';
  if (next === 'conflict') return 'Saving stopped: the flow was changed elsewhere.';
  return null;
}
