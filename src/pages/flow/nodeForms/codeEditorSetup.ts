// The CodeMirror 6 extensions of the code form: gutters, highlighting, bracket help, completion, the standard
// editing keys with undo/redo history (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl/Cmd+Y stay inside the editor), Tab
// indentation and acorn's syntax error as a lint diagnostic at its position.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab, redo } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { parse } from 'acorn';

function syntaxDiagnostics(source: string): Diagnostic[] {
  try {
    parse(source, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true });
    return [];
  } catch (error) {
    const position = typeof (error as { pos?: unknown }).pos === 'number' ? (error as { pos: number }).pos : 0;
    const from = Math.min(position, source.length);
    return [{ from, to: Math.min(from + 1, source.length), severity: 'error', message: error instanceof Error ? error.message : String(error) }];
  }
}

export function codeEditorSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    autocompletion(),
    highlightActiveLine(),
    lintGutter(),
    linter((view) => syntaxDiagnostics(view.state.doc.toString()), { delay: 300 }),
    keymap.of([
      ...closeBracketsKeymap,
      // Redo on Ctrl/Cmd+Shift+Z on every platform, as in the flow editor (historyKeymap binds it on Linux and Mac only).
      { key: 'Mod-Shift-z', run: redo, preventDefault: true },
      ...defaultKeymap,
      ...historyKeymap,
      ...completionKeymap,
      indentWithTab,
    ]),
  ];
}
