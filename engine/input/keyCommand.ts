// Keyboard shortcuts of the flow canvas (editor.md §2): one key event in, one editor command (or none) out.
// Ctrl and Cmd are interchangeable, so the mapping needs no platform sniffing. The keyboard-only commands of issue
// 25 (focus from node to node, move, connect, select, pan, zoom; engine/editor/KeyboardCanvas.ts) and Tab only
// apply while the canvas itself has focus, so they never take a key from a toolbar, a form or the page.
import type { Direction } from '../spatial/directionalNeighbour';

export type { Direction };

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
  | 'step-previous'
  | KeyboardCanvasCommand;


/** What the keyboard does on a focused canvas (issue 25). */
export type KeyboardCanvasCommand =
  /** Arrow: focus (and select) the nearest node that way; Shift+Arrow adds it to the selection. */
  | { type: 'focus'; direction: Direction; extend: boolean }
  /** Alt+Arrow: move the selected nodes a grid step (Shift: five). */
  | { type: 'move'; direction: Direction; large: boolean }
  /** Ctrl/Cmd+Arrow: pan the view. */
  | { type: 'pan'; direction: Direction }
  /** Space: the focused node in or out of the selection. */
  | { type: 'toggle-selected' }
  /** Enter: open the focused node's form, or complete the connection being drawn at it. */
  | { type: 'activate' }
  /** C: start a connection from the focused node's output (again: its next output). */
  | { type: 'connect' }
  | { type: 'zoom-in' }
  | { type: 'zoom-out' }
  | { type: 'fit' }
  /** Home: the entrypoint. */
  | { type: 'home' };

const ARROWS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

/** The keys that act only when the canvas has focus. */
function canvasKey(event: KeyLike, mod: boolean): KeyboardCanvasCommand | null {
  const direction = ARROWS[event.key];
  if (direction) {
    if (event.altKey) return mod ? null : { type: 'move', direction, large: event.shiftKey };
    if (mod) return event.shiftKey ? null : { type: 'pan', direction };
    return { type: 'focus', direction, extend: event.shiftKey };
  }
  if (mod || event.altKey) return null;
  switch (event.key) {
    case ' ':
      return { type: 'toggle-selected' };
    case 'Enter':
      return { type: 'activate' };
    case 'c':
    case 'C':
      return { type: 'connect' };
    case '+':
    case '=':
      return { type: 'zoom-in' };
    case '-':
    case '_':
      return { type: 'zoom-out' };
    case '0':
      return { type: 'fit' };
    case 'Home':
      return { type: 'home' };
    default:
      return null;
  }
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** `canvasFocused`: the canvas element has focus (the keyboard-only commands and Tab apply then only). */
export function keyCommand(event: KeyLike, canvasFocused = false): EditorKeyCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  if (canvasFocused) {
    const command = canvasKey(event, mod);
    if (command) return command;
  }
  if (event.altKey) return null;
  if (!mod) {
    if (event.key === 'Delete' || event.key === 'Backspace') return 'delete';
    if (event.key === 'Escape') return 'cancel';
    if (event.key === 'Tab' && canvasFocused) return event.shiftKey ? 'step-previous' : 'step-next';
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
