// The full-screen view editor (editor.md §2, §4): toolbar (dialog, size, design/preview, undo/redo, viewport
// width, add block, cancel, save) · layers · canvas · block properties. Edits are block commands run through
// the reducer of viewEditorStore.ts (one run = one undo step, coalesced for typing); nothing reaches the flow
// until Save, which hands the whole view config to onSave in one change (ViewNodeEditor writes it to the flow as
// one command).
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { validate } from 'superstruct';
import { DIALOG_SIZE_WIDTH, DIALOG_SIZES, secretsIn, type DialogSize } from '../../../engine/model/index';
import type { ViewConfig } from '../../../engine/model/kinds/viewKind';
import { viewRootSchema } from '../../../engine/model/kinds/viewBlockSchema';
import { addBlock, canAddInto, removeBlock } from '../../../engine/model/view/blockCommands';
import { forEachBlock, type Block } from '../../../engine/model/view/blockTree';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { AddBlockModal } from './AddBlockModal';
import { templateDepth } from './blockTemplates';
import { describeProblem, treeProblem } from './treeProblem';
import { insertPosition } from './editorState';
import { editorShortcut, keyBelongsToEditor } from './editorKeys';
import { ViewportWidthControl } from './ViewportWidthControl';
import { LayersPanel } from './LayersPanel';
import { BlockPropertiesPanel } from './properties/BlockPropertiesPanel';
import { ViewCanvas } from './ViewCanvas';
import { ViewEditorContext, type BlockCommand, type RunOptions, type ViewEditorApi, type ViewEditorMode } from './viewEditorApi';
import { startViewEditor, viewEditorReducer } from './viewEditorStore';

export interface ViewEditorScreenProps {
  config: ViewConfig;
  /** What is edited, e.g. "View #2" (the toolbar's title). */
  title?: string;
  readOnly: boolean;
  /** Upstream context values of the view node, secrets excluded (text blocks' {{…}} tokens). */
  contextValues?: ViewEditorApi['contextValues'];
  /** Extra sections of the block property panel (properties/customForms.ts). */
  customForms?: ViewEditorApi['customForms'];
  /** The documentation's page about the view editor (the node's help link, editor.md §2); none: no link. */
  helpHref?: string;
  onCancel(): void;
  onSave(config: ViewConfig): void;
}

/** The full schema (the server's), run once on Save as the last word; edits use the incremental treeProblem. */
function fullProblem(root: Block): string | null {
  const [error] = validate(root, viewRootSchema);
  const failure = error?.failures()[0];
  if (failure) return `${failure.path.join('.') || 'view'}: ${failure.refinement ?? failure.type}`;
  const secret = secretsIn(root)[0];
  return secret ? `${secret.path.join('.')}: ${secret.key}` : null;
}

function findBlock(root: Block, id: number | null): Block | null {
  let found: Block | null = null;
  if (id !== null) forEachBlock(root, (block) => (block.id === id ? (found = block) : undefined));
  return found;
}

const NO_VALUES: ViewEditorApi['contextValues'] = [];
const NO_FORMS: ViewEditorApi['customForms'] = [];

/** Escape typed in a field fires the dialog's cancel: it closes neither this editor nor (React bubbles it through the portal) what rendered it. */
const keepOpen = (event: React.SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

export function ViewEditorScreen({ config, title = 'View editor', readOnly, contextValues = NO_VALUES, customForms = NO_FORMS, helpHref, onCancel, onSave }: ViewEditorScreenProps) {
  const [state, dispatch] = useReducer(viewEditorReducer, config.root as Block, startViewEditor);
  const [mode, setMode] = useState<ViewEditorMode>(readOnly ? 'preview' : 'design');
  const [dialog, setDialog] = useState(config.dialog);
  const [size, setSize] = useState<DialogSize>(config.size);
  const [width, setWidth] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const copied = useRef<Block | null>(null);
  const screen = useRef<HTMLDialogElement>(null);
  // A modal <dialog> in the top layer (the flow page underneath is inert), rendered into the body.
  useEffect(() => {
    if (!screen.current?.open) screen.current?.showModal();
  }, []);
  const root = state.history.present;

  const run = useCallback(
    (command: BlockCommand, options?: RunOptions) => {
      if (readOnly) return 'root' as const;
      dispatch({ type: 'run', command, ...(options?.coalesce !== undefined ? { coalesce: options.coalesce } : {}) });
      return null;
    },
    [readOnly],
  );
  const api: ViewEditorApi = useMemo(
    () => ({ root, selectedId: state.selectedId, readOnly, mode, contextValues, customForms, run, select: (id) => dispatch({ type: 'select', id }), openAddBlock: () => setAdding(true) }),
    [root, state.selectedId, readOnly, mode, contextValues, customForms, run],
  );
  const view = useMemo<ViewConfig>(() => ({ ...config, root, dialog, size }), [config, root, dialog, size]);
  const problem = useMemo(() => {
    const found = treeProblem(root);
    return found ? describeProblem(found) : null;
  }, [root]);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  useEffect(() => setSaveProblem(null), [root]);
  // Undoing every step brings the tree back: then nothing changed, whatever objects hold it (unless steps were dropped).
  const changed = state.history.past.length > 0 || state.history.trimmed || dialog !== config.dialog || size !== config.size;
  const position = useMemo(() => insertPosition(root, state.selectedId), [root, state.selectedId]);
  const canAdd = useMemo(() => !readOnly && canAddInto(root, position.parentId), [readOnly, root, position]);

  const paste = () => {
    if (!copied.current) return;
    const at = insertPosition(root, state.selectedId);
    const block = copied.current;
    run((tree) => addBlock(tree, at.parentId, at.index, block));
  };
  const onKey = (event: globalThis.KeyboardEvent) => {
    // composedPath: a visitor field inside the canvas's shadow root (preview) is retargeted to its host.
    if (adding || confirmCancel || !keyBelongsToEditor(event.composedPath(), screen.current)) return;
    const shortcut = editorShortcut(event);
    if (shortcut === 'deselect') dispatch({ type: 'select', id: null });
    else if (shortcut === 'remove' && state.selectedId !== null) run((tree) => removeBlock(tree, state.selectedId!));
    else if (shortcut === 'undo') dispatch({ type: 'undo' });
    else if (shortcut === 'redo') dispatch({ type: 'redo' });
    else if (shortcut === 'copy') copied.current = findBlock(root, state.selectedId);
    else if (shortcut === 'paste') paste();
    else return;
    // A handled key stays in the view editor: the flow editor underneath never sees it.
    event.preventDefault();
    event.stopPropagation();
  };
  // Listened on the document (capture) while open: keys work wherever focus is (a button that just became
  // disabled drops it to the body), and Escape never reaches the dialog's own close behaviour.
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, []);

  return createPortal(
    <dialog ref={screen} className="view-editor" aria-label="View editor" data-testid="view-editor" onCancel={keepOpen}>
      <header className="view-editor__toolbar" data-testid="view-editor-toolbar">
        <h2 className="view-editor__title" data-testid="view-editor-title">
          {title}
          {readOnly ? ' · read-only' : ''}
        </h2>
        <label className="view-editor__control">
          <input type="checkbox" checked={dialog} disabled={readOnly} onChange={(event) => setDialog(event.target.checked)} data-testid="view-editor-dialog" /> Dialog
        </label>
        {dialog ? (
          <select value={size} disabled={readOnly} onChange={(event) => setSize(event.target.value as DialogSize)} aria-label="Dialog size" data-testid="view-editor-size">
            {DIALOG_SIZES.map((each) => (
              <option key={each} value={each}>
                {each} ({DIALOG_SIZE_WIDTH[each]})
              </option>
            ))}
          </select>
        ) : null}
        <div className="view-editor__segmented" role="group" aria-label="Mode">
          <Button size="sm" variant={mode === 'design' ? 'primary' : 'secondary'} disabled={readOnly} title={readOnly ? 'Read-only: this view can only be previewed' : undefined} onClick={() => setMode('design')} data-testid="view-editor-design">
            Design
          </Button>
          <Button size="sm" variant={mode === 'preview' ? 'primary' : 'secondary'} onClick={() => setMode('preview')} data-testid="view-editor-preview">
            Preview
          </Button>
        </div>
        <Button size="sm" disabled={readOnly || state.history.past.length === 0} onClick={() => dispatch({ type: 'undo' })} title="Undo (Ctrl/Cmd+Z)" data-testid="view-editor-undo">
          Undo
        </Button>
        <Button size="sm" disabled={readOnly || state.history.future.length === 0} onClick={() => dispatch({ type: 'redo' })} title="Redo (Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y)" data-testid="view-editor-redo">
          Redo
        </Button>
        <ViewportWidthControl width={width} onChange={setWidth} />
        {canAdd && mode === 'design' ? (
          <Button size="sm" onClick={() => setAdding(true)} data-testid="view-editor-add">
            Add block
          </Button>
        ) : null}
        <span className="view-editor__spacer" />
        {helpHref ? (
          <a className="view-editor__help" href={helpHref} target="_blank" rel="noreferrer noopener" data-testid="view-editor-help">
            Help: the view editor
          </a>
        ) : null}
        {state.refusal ? (
          <span className="view-editor__refusal" role="status" data-testid="view-editor-refusal">
            Not possible: {state.refusal}
          </span>
        ) : null}
        {problem ?? saveProblem ? (
          <span className="view-editor__refusal" role="alert" data-testid="view-editor-problem">
            Cannot save: {problem ?? saveProblem}
          </span>
        ) : null}
        <Button onClick={() => (changed && !readOnly ? setConfirmCancel(true) : onCancel())} data-testid="view-editor-cancel">
          Cancel
        </Button>
        {readOnly ? null : (
          <Button
            variant="primary"
            disabled={problem !== null}
            title={problem ?? undefined}
            onClick={() => {
              const refused = fullProblem(root);
              if (refused) setSaveProblem(refused);
              else onSave(view);
            }}
            data-testid="view-editor-save"
          >
            Save
          </Button>
        )}
      </header>
      <ViewEditorContext.Provider value={api}>
        <div className="view-editor__body">
          <LayersPanel />
          <ViewCanvas view={view} width={width} onWidthChange={setWidth} />
          <BlockPropertiesPanel />
        </div>
        <AddBlockModal
          open={adding}
          fits={(template) => canAddInto(root, position.parentId, templateDepth(template))}
          onCancel={() => setAdding(false)}
          onPick={(block) => {
            setAdding(false);
            run((tree) => addBlock(tree, position.parentId, position.index, block));
          }}
        />
      </ViewEditorContext.Provider>
      {confirmCancel ? (
        <ConfirmModal title="Discard the changes?" confirmLabel="Discard" testId="view-editor-discard" tone="danger" onConfirm={async () => onCancel()} onClose={() => setConfirmCancel(false)}>
          <p>Everything changed since the editor was opened is lost.</p>
        </ConfirmModal>
      ) : null}
    </dialog>,
    document.body,
  );
}
