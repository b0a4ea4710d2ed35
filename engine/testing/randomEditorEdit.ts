// A random edit as a designer makes it in a FlowEditor, for the co-editing tests: an edit of every kind through
// the one edit path (testing/randomEdit.ts; an added node takes a leased id), an undo or redo of one's own, or a
// node form opened now and saved some steps later (merged into what others changed meanwhile).
import type { FlowEditor } from '../editor/FlowEditor';
import type { FlowNode } from '../model/flowTypes';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import { NODE_IDS_PENDING } from '../model/commands/addNodesCommand';
import { pickNode, randomEdit } from './randomEdit';

/** Forms open in each editor: the node as it was and the version then (saved some steps later). */
const openForms = new WeakMap<FlowEditor, { node: FlowNode; version: number }>();

/** Opens a form on a note, or saves the open one with one field changed (merged into what changed meanwhile). */
function formEdit(editor: FlowEditor, random: () => number): string | null {
  const open = openForms.get(editor);
  if (!open) {
    const node = pickNode(editor.model, random, (candidate) => candidate.type === 'note');
    if (!node) return null;
    openForms.set(editor, { node: structuredClone(node), version: editor.getSnapshot().version });
    return `form opened on ${node.id}`;
  }
  openForms.delete(editor);
  const field = random() < 0.5 ? 'text' : 'color';
  const value = field === 'text' ? `form ${Math.floor(random() * 100)}` : ['red', 'green', 'blue'][Math.floor(random() * 3)];
  return editor.updateNodeConfig(open.node.id, { ...open.node.config, [field]: value }, open) ? `form saved on ${open.node.id}.${field}` : null;
}

/** One random edit through the editor's edit path (a leased id for an add), or an undo or redo of one's own. */
export function randomEditorEdit(editor: FlowEditor, random: () => number): string | null {
  const roll = random();
  if (roll > 0.9) return formEdit(editor, random);
  if (roll < 0.08) {
    editor.undo();
    return 'undo';
  }
  if (roll < 0.14) {
    editor.redo();
    return 'redo';
  }
  const patch = randomEdit(editor.model, random, {
    nextNodeId: () => {
      const ids = editor.model.newIds(1);
      if (!ids) throw new CommandRefusedError(NODE_IDS_PENDING);
      return ids[0]!;
    },
  });
  if (patch.ops.length === 0 || editor.applyEdit(patch) !== null) return null;
  return patch.ops.map((op) => op.op).join(' ');
}
