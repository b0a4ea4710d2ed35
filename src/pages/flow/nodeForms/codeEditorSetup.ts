// The CodeMirror 6 extensions of the code form, built from the @codemirror packages that are installed (the
// `codemirror` package in node_modules is the legacy 5.x line, and @codemirror/commands is not installed, so
// there is no basicSetup): gutters, highlighting, bracket help, completion, Tab indentation and acorn's syntax
// error as a lint diagnostic at its position.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { parse } from 'acorn';

const INDENT = '  ';

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
      ...completionKeymap,
      {
        key: 'Tab',
        run: (view) => {
          view.dispatch(view.state.replaceSelection(INDENT));
          return true;
        },
      },
    ]),
  ];
}
