import { describe, expect, it } from 'vitest';
import { isTextEntryTarget, keyCommand } from './keyCommand';

const key = (value: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyCommand', () => {
  it('maps Delete/Backspace and Escape without modifiers', () => {
    expect(keyCommand(key('Delete'))).toBe('delete');
    expect(keyCommand(key('Backspace'))).toBe('delete');
    expect(keyCommand(key('Escape'))).toBe('cancel');
    expect(keyCommand(key('a'))).toBeNull();
  });

  it('treats Ctrl and Cmd alike for clipboard and history', () => {
    expect(keyCommand(key('c', { ctrlKey: true }))).toBe('copy');
    expect(keyCommand(key('x', { metaKey: true }))).toBe('cut');
    expect(keyCommand(key('v', { ctrlKey: true }))).toBe('paste');
    expect(keyCommand(key('z', { metaKey: true }))).toBe('undo');
    expect(keyCommand(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(keyCommand(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('maps Ctrl/Cmd+F to find and Tab / Shift+Tab to stepping along connections', () => {
    expect(keyCommand(key('f', { ctrlKey: true }))).toBe('find');
    expect(keyCommand(key('F', { metaKey: true }))).toBe('find');
    expect(keyCommand(key('f'))).toBeNull();
    expect(keyCommand(key('Tab'), true)).toBe('step-next');
    expect(keyCommand(key('Tab', { shiftKey: true }), true)).toBe('step-previous');
    expect(keyCommand(key('Tab', { ctrlKey: true }), true)).toBeNull();
    // Tab belongs to the page unless the canvas has focus (it never takes focus away from a toolbar or a form).
    expect(keyCommand(key('Tab'))).toBeNull();
  });

  it('leaves other combinations to the browser', () => {
    expect(keyCommand(key('Delete', { ctrlKey: true }))).toBeNull();
    expect(keyCommand(key('c', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(keyCommand(key('c', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('recognises text entry targets', () => {
    expect(isTextEntryTarget({ tagName: 'input' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'CANVAS' })).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });

  it('maps the keyboard-only canvas commands while the canvas has focus, and nothing otherwise (issue 25)', () => {
    expect(keyCommand(key('ArrowLeft'), true)).toEqual({ type: 'focus', direction: 'left', extend: false });
    expect(keyCommand(key('ArrowDown', { shiftKey: true }), true)).toEqual({ type: 'focus', direction: 'down', extend: true });
    expect(keyCommand(key('ArrowUp', { altKey: true }), true)).toEqual({ type: 'move', direction: 'up', large: false });
    expect(keyCommand(key('ArrowRight', { altKey: true, shiftKey: true }), true)).toEqual({ type: 'move', direction: 'right', large: true });
    expect(keyCommand(key('ArrowRight', { ctrlKey: true }), true)).toEqual({ type: 'pan', direction: 'right' });
    expect(keyCommand(key(' '), true)).toEqual({ type: 'toggle-selected' });
    expect(keyCommand(key('Enter'), true)).toEqual({ type: 'activate' });
    expect(keyCommand(key('c'), true)).toEqual({ type: 'connect' });
    expect([keyCommand(key('+'), true), keyCommand(key('-'), true), keyCommand(key('0'), true), keyCommand(key('Home'), true)]).toEqual([{ type: 'zoom-in' }, { type: 'zoom-out' }, { type: 'fit' }, { type: 'home' }]);
    expect(keyCommand(key('c', { ctrlKey: true }), true)).toBe('copy');
    expect(keyCommand(key('Delete'), true)).toBe('delete');
    for (const name of ['ArrowLeft', ' ', 'Enter', 'c', '+', 'Home']) expect(keyCommand(key(name))).toBeNull();
  });
});
