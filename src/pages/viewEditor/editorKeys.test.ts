// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { editorShortcut, keyBelongsToEditor } from './editorKeys';

const key = (name: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({ key: name, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });

/** The composed path of an event on `target`, as the browser builds it (target first, then its ancestors). */
function pathOf(target: Element): EventTarget[] {
  const path: EventTarget[] = [];
  for (let node: Node | null = target; node; node = node.parentNode) path.push(node);
  path.push(window);
  return path;
}

describe('editorShortcut', () => {
  it('maps the keys of editor.md §4 and the undo/redo chords, with Ctrl or Cmd', () => {
    expect(editorShortcut(key('Escape'))).toBe('deselect');
    expect(editorShortcut(key('Delete'))).toBe('remove');
    expect(editorShortcut(key('Backspace'))).toBe('remove');
    expect(editorShortcut(key('c', { ctrlKey: true }))).toBe('copy');
    expect(editorShortcut(key('v', { metaKey: true }))).toBe('paste');
    expect(editorShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(editorShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(editorShortcut(key('y', { metaKey: true }))).toBe('redo');
  });
  it('leaves every other key alone', () => {
    expect(editorShortcut(key('c'))).toBeNull();
    expect(editorShortcut(key('z'))).toBeNull();
    expect(editorShortcut(key('a', { ctrlKey: true }))).toBeNull();
    expect(editorShortcut(key('Enter'))).toBeNull();
  });
});

describe('keyBelongsToEditor', () => {
  function editor() {
    document.body.innerHTML = `
      <dialog id="editor" open>
        <button id="toolbar">Undo</button>
        <div id="panel">
          <input id="text" type="text"><input id="check" type="checkbox"><textarea id="area"></textarea>
          <div role="dialog" id="colour"><div class="react-colorful__interactive" tabindex="0" id="slider"></div><button id="in-popover">x</button></div>
          <div class="filter-select__panel"><ul role="listbox"><li><button id="font">Inter</button></li></ul></div>
          <div class="placeholder-picker"><button id="value">{{1.page_url}}</button></div>
          <dialog id="files" open><button id="file">a.png</button></dialog>
        </div>
      </dialog>`;
    return document.getElementById('editor')!;
  }
  const at = (id: string) => pathOf(document.getElementById(id)!);

  it('takes keys on the editor chrome, a checkbox and the page body', () => {
    const dialog = editor();
    expect(keyBelongsToEditor(at('toolbar'), dialog)).toBe(true);
    expect(keyBelongsToEditor(at('check'), dialog)).toBe(true);
    expect(keyBelongsToEditor(pathOf(document.body), dialog)).toBe(true);
  });
  it('leaves keys typed into a field to the field', () => {
    const dialog = editor();
    expect(keyBelongsToEditor(at('text'), dialog)).toBe(false);
    expect(keyBelongsToEditor(at('area'), dialog)).toBe(false);
  });
  it('leaves keys inside a popup or a dialog over the editor to it (Escape closes the colour picker, Delete removes no block)', () => {
    const dialog = editor();
    expect(keyBelongsToEditor(at('slider'), dialog)).toBe(false);
    expect(keyBelongsToEditor(at('in-popover'), dialog)).toBe(false);
    expect(keyBelongsToEditor(at('font'), dialog)).toBe(false);
    expect(keyBelongsToEditor(at('value'), dialog)).toBe(false);
    expect(keyBelongsToEditor(at('file'), dialog)).toBe(false);
  });
});
