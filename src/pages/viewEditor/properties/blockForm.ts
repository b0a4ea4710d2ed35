// What the sections of a block's form share: the block, read-only, its config and style values as the form
// shows them, setters that run one block command each, and the schema's messages by path.
// Undo steps: a field's edits coalesce while it keeps focus (the key carries the panel's focus count, so coming
// back to the same field later is a new step); structural changes (add, remove, move) are steps of their own.
import { updateBlock } from '../../../../engine/model/view/blockCommands';
import type { ResolvedStyle, StyleProperty } from '../../../../engine/model/view/blockStyle';
import type { Block } from '../../../../engine/model/view/blockTree';
import type { ChangeKind, ErrorsAt } from '../fields/fieldProps';
import type { ViewEditorApi } from '../viewEditorApi';
import { messagesAt, type BlockProblem } from './blockProblems';
import { formConfig, formStyleValue } from './formValues';

export interface BlockForm {
  block: Block;
  disabled: boolean;
  config: Record<string, unknown>;
  setConfig(field: string, value: unknown, kind?: ChangeKind): void;
  style<P extends StyleProperty>(property: P): ResolvedStyle[P];
  setStyle(property: StyleProperty, value: unknown, kind?: ChangeKind): void;
  /** The first message at a path of the block or inside it ("style.border" includes "style.border.width"). */
  errorsAt: ErrorsAt;
  /** The first message at exactly this path ("config" for the rules over several config fields). */
  errorExactly(path: string): string | undefined;
}

export function blockForm(block: Block, editor: ViewEditorApi, problems: readonly BlockProblem[], focusCount: () => number): BlockForm {
  const run = (path: string, changes: Parameters<typeof updateBlock>[2], kind: ChangeKind = 'typing') =>
    editor.run((root) => updateBlock(root, block.id, changes), kind === 'step' ? {} : { coalesce: `${block.id}:${path}:${focusCount()}` });
  return {
    block,
    disabled: editor.readOnly,
    config: formConfig(block),
    setConfig: (field, value, kind) => run(`config.${field}`, { config: { [field]: value } }, kind),
    style: (property) => formStyleValue(block, property),
    setStyle: (property, value, kind) => run(`style.${property}`, { style: { [property]: value } }, kind),
    errorsAt: (path) => messagesAt(problems, path)[0],
    errorExactly: (path) => messagesAt(problems.filter((problem) => problem.path === path), path)[0],
  };
}
