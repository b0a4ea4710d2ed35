// Keyboard shortcuts of the flow canvas (editor.md §2): one key event in, one editor command (or none) out.
// Ctrl and Cmd are interchangeable, so the mapping needs no platform sniffing.

export type EditorKeyCommand =
  | 'delete'
  | 'cancel'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'undo'
  | 'redo'
  /** Ctrl/Cmd+F: the host opens find. */
  | 'find'
  /** Tab / Shift+Tab: to the next node downstream / upstream along the connections of the selected node. */
  | 'step-next'
  | 'step-previous';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function keyCommand(event: KeyLike): EditorKeyCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  if (!mod) {
    if (event.key === 'Delete' || event.key === 'Backspace') return 'delete';
    if (event.key === 'Escape') return 'cancel';
    if (event.key === 'Tab') return event.shiftKey ? 'step-previous' : 'step-next';
    return null;
  }
  switch (event.key.toLowerCase()) {
    case 'c':
      return event.shiftKey ? null : 'copy';
    case 'x':
      return event.shiftKey ? null : 'cut';
    case 'v':
      return event.shiftKey ? null : 'paste';
    case 'z':
      return event.shiftKey ? 'redo' : 'undo';
    case 'y':
      return event.shiftKey ? null : 'redo';
    case 'f':
      return event.shiftKey ? null : 'find';
    default:
      return null;
  }
}

/** Keys typed into a text field belong to the field, not to the canvas. */
export function isTextEntryTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
