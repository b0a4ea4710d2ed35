// The contract between the view editor's parts (editor.md §4): the screen owns the history and selection and
// hands this API to the layers panel, the canvas drop targets, the add-block modal and the property panel.
// Every change goes through run(): one call is one undo step, unless it continues the same coalesce key.
import { createContext, useContext } from 'react';
import type { Block } from '../../../engine/model/view/blockTree';
import type { BlockCommandRefusal, BlockEdit } from '../../../engine/model/view/blockCommands';
import type { ContextValueOption } from '../../../engine/model/index';
import type { CustomBlockForm } from './properties/customForms';

/** A pure edit of the tree (engine/model/view/blockCommands.ts); may throw BlockCommandError. */
export type BlockCommand = (root: Block) => BlockEdit;

export type ViewEditorMode = 'design' | 'preview';

export interface RunOptions {
  /**
   * Consecutive runs with the same key (e.g. `style:12:padding` while typing) replace the last step instead of
   * adding one, so one property edit is one undo step. A run without a key, undo or a selection change ends it.
   */
  coalesce?: string;
}

export interface ViewEditorApi {
  readonly root: Block;
  readonly selectedId: number | null;
  /** Archived widget or no Widgets:Edit: preview only, nothing may change. */
  readonly readOnly: boolean;
  readonly mode: ViewEditorMode;
  /** The context values upstream of this view node that a visitor's view may show (no secrets), for text tokens. */
  readonly contextValues: readonly ContextValueOption[];
  /** Extra property-panel sections injected by the host of the editor (properties/customForms.ts). */
  readonly customForms: readonly CustomBlockForm[];
  /** Applies one command as one undo step and makes its activeId the selection; a refusal changes nothing. */
  run(command: BlockCommand, options?: RunOptions): BlockCommandRefusal | null;
  select(id: number | null): void;
  /** Opens the add-block modal (new blocks go to insertPosition() of editorState.ts). */
  openAddBlock(): void;
}

export const ViewEditorContext = createContext<ViewEditorApi | null>(null);

export function useViewEditor(): ViewEditorApi {
  const api = useContext(ViewEditorContext);
  if (!api) throw new Error('useViewEditor outside the view editor');
  return api;
}
