// Which keys are the view editor's shortcuts (editor.md §4: Escape deselects, Delete/Backspace removes, Ctrl/Cmd+C
// copies, +V pastes, Ctrl/Cmd+Z undoes, Shift+Z or Y redoes) and which belong to what has the focus: a text field
// (typing), or a popup inside the editor (the colour picker, a font list, the value picker, a modal over it),
// where Escape closes that popup and Delete never removes the block being styled.

export type EditorShortcut = 'deselect' | 'remove' | 'undo' | 'redo' | 'copy' | 'paste';

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export function editorShortcut(event: ShortcutKey): EditorShortcut | null {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.key === 'Escape') return 'deselect';
  if (event.key === 'Delete' || event.key === 'Backspace') return 'remove';
  if (!command) return null;
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  return null;
}

/** Elements that take their own keys: popups (react-colorful's sliders inside one included) and lists. */
const POPUP = '[role="dialog"], [role="listbox"], [role="menu"], .placeholder-picker, .filter-select__panel';

const isTypingTarget = (target: Element) =>
  (target instanceof HTMLElement && target.isContentEditable) ||
  /^(TEXTAREA|SELECT)$/.test(target.tagName) ||
  (target.tagName === 'INPUT' && !/^(checkbox|radio|button|submit|reset|file|color|range)$/.test((target as HTMLInputElement).type));

/**
 * True when a key event with this composed path is the editor's: not typed into a field (a preview field inside
 * the canvas's shadow root included: composedPath reaches into it) and not inside a popup or another dialog
 * between the target and the editor's own dialog.
 */
export function keyBelongsToEditor(path: readonly EventTarget[], editorDialog: Element | null): boolean {
  const first = path[0];
  if (first instanceof Element && isTypingTarget(first)) return false;
  for (const target of path) {
    if (target === editorDialog) return true;
    if (!(target instanceof Element)) continue;
    if (target.tagName === 'DIALOG' || target.matches(POPUP)) return false;
  }
  return true;
}
