// A node's edit modal (editor.md §2): the kind's form over a draft of its config, a help link, cancel and save.
// Save is disabled while any field has a problem and calls editor.updateNodeConfig (one undoable step; ports
// follow the config). Read-only (archived widget or no Widgets:Edit): only cancel, an eye icon, fields disabled.
// A view node opens the full-screen view editor instead (ViewNodeEditor.tsx).
import { Suspense, useMemo, useState } from 'react';
import { NODE_KIND_LABELS, type FlowEditor, type FlowNode, type NodeConfig } from '../../../../engine/index';
import { EyeIcon, PencilIcon } from '../../../editor/toolbarIcons';
import { useConfig } from '../../../config/ConfigContext';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { checkCode } from './codeChecks';
import { checkNodeConfig } from './formProblems';
import { FieldErrors } from './inputs/FieldErrors';
import { NodeFormContext, type NodeFormEnvironment } from './NodeFormContext';
import { docsHref, HELP } from '../../../help/docsLinks';
import { NODE_FORMS, type FormNodeType } from './nodeFormRegistry';
import { ViewNodeEditor } from './ViewNodeEditor';

interface NodeEditModalProps {
  editor: FlowEditor;
  /** The node as it was when opened (a copy); null when closed. */
  node: FlowNode | null;
  canEdit: boolean;
  onClose(): void;
}

export function NodeEditModal({ editor, node, canEdit, onClose }: NodeEditModalProps) {
  if (!node) return null;
  // A view node's editor is the full-screen view editor (editor.md §2 "View node editor").
  if (node.type === 'view') return <ViewNodeEditor key={node.id} editor={editor} node={node} canEdit={canEdit} onClose={onClose} />;
  return <OpenNodeEditModal key={node.id} editor={editor} node={node} canEdit={canEdit} onClose={onClose} />;
}

function OpenNodeEditModal({ editor, node, canEdit, onClose }: { editor: FlowEditor; node: FlowNode; canEdit: boolean; onClose(): void }) {
  const config = useConfig();
  const [draft, setDraft] = useState<NodeConfig>(() => structuredClone(node.config));
  // The version the form opened at (with `node`, the node as it was then): a save merges into what changed since.
  const [openedVersion] = useState(() => editor.getSnapshot().version);
  const contextValues = useMemo(() => editor.contextValuesFor(node.id), [editor, node.id]);
  const environment: NodeFormEnvironment = useMemo(() => ({ readOnly: !canEdit, contextValues }), [canEdit, contextValues]);
  const problems = useMemo(() => {
    const extra = node.type === 'code' ? codeSyntaxProblem(draft, contextValues) : [];
    return checkNodeConfig(node.type, draft, extra);
  }, [node.type, draft, contextValues]);
  const Form = NODE_FORMS[node.type as FormNodeType];
  const readOnly = !canEdit;
  const changed = JSON.stringify(draft) !== JSON.stringify(node.config);

  // Deleted (by someone else) while the form was open: nothing can be saved; the form stays for copying.
  const [deleted, setDeleted] = useState(false);
  const save = () => {
    if (readOnly || problems.all.length > 0) return;
    // The config the form opened with: fields others changed meanwhile and this form did not are kept.
    if (changed && !editor.updateNodeConfig(node.id, draft, { node, version: openedVersion })) {
      setDeleted(true);
      return;
    }
    onClose();
  };

  return (
    <Modal
      open
      title={`${NODE_KIND_LABELS[node.type]} #${node.id}`}
      icon={
        readOnly ? (
          <span data-testid="node-modal-eye" title="Read-only">
            <EyeIcon />
          </span>
        ) : (
          <PencilIcon />
        )
      }
      onClose={onClose}
      testId="node-modal"
      className={`modal--node modal--node-${node.type}`}
      actions={
        <>
          <a className="node-modal__help" href={docsHref(config.docsUrl, HELP.node(node.type))} target="_blank" rel="noreferrer noopener" data-testid="node-modal-help">
            Help: the {NODE_KIND_LABELS[node.type]} node
          </a>
          <Button onClick={onClose} data-testid="node-modal-cancel">
            Cancel
          </Button>
          {readOnly ? null : (
            <Button
              variant="primary"
              disabled={problems.all.length > 0 || deleted}
              title={problems.all.length > 0 ? 'Fix the fields marked in red first' : undefined}
              data-testid="node-modal-save"
              onClick={save}
            >
              Save
            </Button>
          )}
        </>
      }
    >
      <p className="node-modal__meta" data-testid="node-modal-mode" data-mode={readOnly ? 'read-only' : 'edit'}>
        <span data-testid="node-modal-type">{node.type}</span> · {node.inputs} in, {node.outputs} out
        {readOnly ? ' · read-only' : ''}
      </p>
      {deleted ? (
        <p className="node-modal__deleted" role="alert" data-testid="node-modal-deleted">
          This node was deleted by someone else: your changes cannot be saved. Copy what you need, then cancel.
        </p>
      ) : null}
      <NodeFormContext.Provider value={environment}>
        <fieldset className="node-form" disabled={readOnly} data-testid={`node-form-${node.type}`}>
          <FieldErrors errors={[problems.at()]} testId="node-form" />
          <Suspense
            fallback={
              <div className="node-form__loading" role="status" data-testid="node-form-loading">
                <span className="spinner" aria-hidden="true" /> Loading the editor…
              </div>
            }
          >
            <Form nodeId={node.id} config={draft} onChange={setDraft} problems={problems} readOnly={readOnly} />
          </Suspense>
        </fieldset>
      </NodeFormContext.Provider>
    </Modal>
  );
}

/** The code node's syntax error blocks saving (a problem at ['code']); its other findings are warnings in the form. */
function codeSyntaxProblem(config: NodeConfig, contextValues: Parameters<typeof checkCode>[1]) {
  const code = typeof config.code === 'string' ? config.code : '';
  const { syntaxError } = checkCode(code, contextValues);
  return syntaxError ? [{ path: ['code'], key: 'code-invalid', text: syntaxError }] : [];
}
