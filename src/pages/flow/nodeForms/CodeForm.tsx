// Code: a JavaScript module in CodeMirror 6. This file (and CodeMirror with it) is a chunk of its own, loaded
// when a code node is opened (nodeFormRegistry). Syntax errors block saving; lint problems and getValue names
// no upstream node provides are warnings; addValue names are listed as the values the node offers.
import { javascript } from '@codemirror/lang-javascript';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef } from 'react';
import { CODE_MAX } from '../../../../engine/model/index';
import { checkCode } from './codeChecks';
import { codeEditorSetup } from './codeEditorSetup';
import { FieldErrors } from './inputs/FieldErrors';
import { useNodeFormEnvironment } from './NodeFormContext';
import type { NodeFormProps } from './nodeFormProps';

export default function CodeForm({ config, onChange, problems, readOnly }: NodeFormProps<{ code: string }>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const { contextValues } = useNodeFormEnvironment();
  const check = useMemo(() => checkCode(config.code, contextValues), [config.code, contextValues]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: config.code,
        extensions: [
          codeEditorSetup(),
          javascript(),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current({ code: update.state.doc.toString() });
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'Code', 'data-testid': 'code-editor-content' }),
        ],
      }),
    });
    viewRef.current = view;
    // This form is a lazy chunk: the modal may have opened while it loaded, with no field yet, and put focus on its
    // footer (Save). The editor is the form's first field, so it takes focus then (src/ui/modalFocus.ts).
    const dialog = host.closest('dialog');
    const active = document.activeElement;
    if (!readOnly && dialog && active instanceof HTMLElement && dialog.contains(active) && !active.closest('.modal__body')) view.focus();
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The editor owns the text after creation; config.code only seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  return (
    <>
      <div className="field">
        <div className="node-form__label-row">
          <span className="field__label">Code</span>
          <span className="node-form__count">
            {config.code.length}/{CODE_MAX}
          </span>
        </div>
        <div ref={hostRef} className="code-editor" data-testid="code-editor" />
        <p className="field__hint">Read values with context.getValue('1.page_url'); offer values with context.addValue('name', value).</p>
        <FieldErrors errors={problems.under('code')} testId="code" />
        {check.warnings.map((warning) => (
          <p key={warning} className="node-form__warning" data-testid="code-warning">
            {warning}
          </p>
        ))}
      </div>
      <div className="field">
        <span className="field__label">Values this node offers</span>
        {check.offered.length === 0 ? (
          <p className="field__hint">None: call context.addValue('name', value) to offer one.</p>
        ) : (
          <div className="token-chips" data-testid="code-offered">
            {check.offered.map((name) => (
              <span key={name} className="token-chip">
                {name}
              </span>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
