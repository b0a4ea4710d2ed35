// Keyboard commands on the canvas (input/keyCommand.ts maps the keys) → what the editor does. Returns whether
// the command was taken, so the input layer prevents the browser's default only then.
import type { EditorKeyCommand, KeyboardCanvasCommand } from '../input/keyCommand';

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
  /**
   * The keyboard canvas (issue 25): Tab / Shift+Tab along the connections (false when there is nowhere to go: the key
   * is left to the browser, so focus can leave the canvas), the canvas-focused commands, Escape on a connection.
   */
  keyboard: { step(direction: 'next' | 'previous'): boolean; run(command: KeyboardCanvasCommand): boolean; cancelConnection(): boolean };
}

export function runKeyCommand(command: EditorKeyCommand, target: KeyCommandTarget): boolean {
  switch (command) {
    case 'delete':
      target.deleteSelection();
      return true;
    case 'cancel':
      // Escape drops a connection drawn from the keyboard first; then it cancels as before.
      if (!target.keyboard.cancelConnection()) target.cancel();
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
      return target.keyboard.step('next');
    case 'step-previous':
      return target.keyboard.step('previous');
    default:
      return target.keyboard.run(command);
  }
}
