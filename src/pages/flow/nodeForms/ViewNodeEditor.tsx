// The view node's editor (editor.md §2 "View node editor"): double-clicking a view node opens the full-screen view
// editor itself (src/pages/viewEditor/), with the dialog checkbox and size, Cancel and Save; there is no small
// form in between. Save writes the whole view config to the flow as one undoable command (autosaved like any
// edit; the node's outputs follow its buttons and the garbage collection drops the connections of removed ones).
// Read-only users (archived widget, no Widgets:Edit) get it in preview only.
import { useMemo, useState } from 'react';
import type { FlowEditor, FlowNode } from '../../../../engine/index';
import type { ViewConfig } from '../../../../engine/model/kinds/viewKind';
import { useConfig } from '../../../config/ConfigContext';
import { docsHref, HELP } from '../../../help/docsLinks';
import { ViewEditorScreen } from '../../viewEditor/ViewEditorScreen';

interface ViewNodeEditorProps {
  editor: FlowEditor;
  node: FlowNode;
  canEdit: boolean;
  onClose(): void;
}

export function ViewNodeEditor({ editor, node, canEdit, onClose }: ViewNodeEditorProps) {
  const config = useConfig();
  // Secrets never render to visitors: text tokens are offered the values of upstream nodes only.
  // The version the view editor opened at (with `node`, the view as it was then): a save merges into what changed since.
  const [openedVersion] = useState(() => editor.getSnapshot().version);
  const contextValues = useMemo(() => editor.contextValuesFor(node.id).filter((value) => value.source === 'node'), [editor, node.id]);
  return (
    <ViewEditorScreen
      config={node.config as ViewConfig}
      title={`View #${node.id}`}
      readOnly={!canEdit}
      contextValues={contextValues}
      helpHref={docsHref(config.docsUrl, HELP.viewEditor)}
      onCancel={onClose}
      onSave={(next) => {
        // `node` is the view as it was opened: blocks others changed meanwhile and this edit did not are kept.
        editor.updateNodeConfig(node.id, next as unknown as Record<string, unknown>, { node, version: openedVersion });
        onClose();
      }}
    />
  );
}
