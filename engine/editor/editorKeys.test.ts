import { describe, expect, it } from 'vitest';
import type { EditorKeyCommand } from '../input/keyCommand';
import { runKeyCommand, type KeyCommandTarget } from './editorKeys';

function target(copyable: boolean, canStep: boolean, drawing = false) {
  const calls: string[] = [];
  const note = (name: string) => () => void calls.push(name);
  const t: KeyCommandTarget = {
    deleteSelection: note('delete'),
    cancel: note('cancel'),
    copy: () => (calls.push('copy'), copyable),
    cut: note('cut'),
    paste: note('paste'),
    undo: note('undo'),
    redo: note('redo'),
    find: { open: note('find') },
    keyboard: {
      step: (direction) => (calls.push(direction), canStep),
      run: (command) => (calls.push(command.type), true),
      cancelConnection: () => (drawing && calls.push('cancel-connection'), drawing),
    },
  };
  return { t, calls };
}

describe('runKeyCommand', () => {
  it('runs each command and takes the key', () => {
    const { t, calls } = target(true, true);
    const commands: EditorKeyCommand[] = ['delete', 'cancel', 'copy', 'cut', 'paste', 'undo', 'redo', 'find', 'step-next', 'step-previous'];
    expect(commands.map((command) => runKeyCommand(command, t))).toEqual(commands.map(() => true));
    expect(calls).toEqual(['delete', 'cancel', 'copy', 'cut', 'paste', 'undo', 'redo', 'find', 'next', 'previous']);
  });

  it('hands the keyboard canvas commands to the keyboard canvas; Escape drops a keyboard connection first', () => {
    const { t, calls } = target(true, true, true);
    expect(runKeyCommand({ type: 'focus', direction: 'left', extend: false }, t)).toBe(true);
    expect(runKeyCommand({ type: 'activate' }, t)).toBe(true);
    expect(runKeyCommand('cancel', t)).toBe(true);
    expect(calls).toEqual(['focus', 'activate', 'cancel-connection']);
  });

  it('leaves Ctrl/Cmd+C and Tab to the browser when there is nothing to copy or nowhere to go', () => {
    const { t } = target(false, false);
    expect(runKeyCommand('copy', t)).toBe(false);
    expect(runKeyCommand('step-next', t)).toBe(false);
  });
});
