// Keyboard commands on the canvas (input/keyCommand.ts maps the keys) → what the editor does. Returns whether
// the command was taken, so the input layer prevents the browser's default only then.
import type { EditorKeyCommand } from '../input/keyCommand';

export interface KeyCommandTarget {
  deleteSelection(): void;
  cancel(): void;
  /** False when nothing was copyable (the browser keeps Ctrl/Cmd+C). */
  copy(): boolean;
  cut(): void;
  paste(): void;
  undo(): void;
  redo(): void;
  find: { open(): void };
  /** Tab / Shift+Tab; false when there is nowhere to go (the key is left to the browser). */
  navigation: { step(direction: 'next' | 'previous'): boolean };
}

export function runKeyCommand(command: EditorKeyCommand, target: KeyCommandTarget): boolean {
  switch (command) {
    case 'delete':
      target.deleteSelection();
      return true;
    case 'cancel':
      target.cancel();
      return true;
    case 'copy':
      return target.copy();
    case 'cut':
      target.cut();
      return true;
    case 'paste':
      target.paste();
      return true;
    case 'undo':
      target.undo();
      return true;
    case 'redo':
      target.redo();
      return true;
    case 'find':
      target.find.open();
      return true;
    case 'step-next':
      return target.navigation.step('next');
    case 'step-previous':
      return target.navigation.step('previous');
  }
}
