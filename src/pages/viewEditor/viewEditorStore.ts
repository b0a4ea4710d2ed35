// The view editor's state as one pure reducer (editor.md §4): the tree's history of patches (editorState.ts)
// with coalescing (runs with the same key make one undo step), the selection, and refused commands that
// change nothing. The React screen keeps it in useReducer; tests drive it directly.
import { BlockCommandError, type BlockCommandRefusal } from '../../../engine/model/view/blockCommands';
import type { Block } from '../../../engine/model/view/blockTree';
import { keepSelection, pushEdit, redo, startHistory, undo, type EditorHistory } from './editorState';
import type { BlockCommand } from './viewEditorApi';

export interface ViewEditorState {
  history: EditorHistory;
  selectedId: number | null;
  /** The coalesce key of the last run, while consecutive runs may still merge into its step. */
  coalescing: string | null;
  /** Why the last command was refused, or null. */
  refusal: BlockCommandRefusal | null;
}

export type ViewEditorAction =
  | { type: 'run'; command: BlockCommand; coalesce?: string }
  | { type: 'select'; id: number | null }
  | { type: 'undo' }
  | { type: 'redo' };

export function startViewEditor(root: Block): ViewEditorState {
  return { history: startHistory(root), selectedId: null, coalescing: null, refusal: null };
}

export function viewEditorReducer(state: ViewEditorState, action: ViewEditorAction): ViewEditorState {
  switch (action.type) {
    case 'run': {
      let edit;
      try {
        edit = action.command(state.history.present);
      } catch (error) {
        if (error instanceof BlockCommandError) return { ...state, refusal: error.reason, coalescing: null };
        throw error;
      }
      const merging = action.coalesce !== undefined && action.coalesce === state.coalescing;
      const history = pushEdit(state.history, edit, merging);
      // A command that changed nothing (a drop where the block already was) still selects what it names.
      const coalescing = history === state.history && !merging ? null : (action.coalesce ?? null);
      return { history, selectedId: edit.activeId ?? null, coalescing, refusal: null };
    }
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id, coalescing: null };
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return { ...state, history, selectedId: keepSelection(history.present, state.selectedId), coalescing: null, refusal: null };
    }
  }
}
