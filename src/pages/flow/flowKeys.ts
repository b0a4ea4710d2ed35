// The flow editor's keys and gestures, as the toolbar's help lists them (README.md, "The flow editor", has the same).
export const FLOW_KEYS: readonly { keys: string; does: string }[] = [
  { keys: 'Ctrl/Cmd + F', does: 'Find nodes by id, kind or what their config contains' },
  { keys: 'Enter / ↓, Shift+Enter / ↑', does: 'Next / previous match (in the find box)' },
  { keys: 'Tab / Shift+Tab', does: 'Select the next node downstream / upstream along the connections' },
  { keys: 'Delete, Backspace', does: 'Delete the selection' },
  { keys: 'Ctrl/Cmd + C, X, V', does: 'Copy, cut, paste' },
  { keys: 'Ctrl/Cmd + Z, Shift+Z or Y', does: 'Undo, redo' },
  { keys: 'Escape', does: 'Cancel placing or connecting; clear the selection; close find' },
  { keys: 'Ctrl/Cmd + wheel', does: 'Zoom at the cursor (the wheel alone scrolls)' },
  { keys: 'Shift + drag', does: 'Select with a box' },
  { keys: 'Double-click', does: 'Edit a node' },
  { keys: 'Drag a note’s right edge', does: 'Resize the note' },
];
