// The editor at work: toolbar, find, minimap, status line and the editor's modals around one FlowEditor. The
// canvas is the page's (WidgetFlowPage mounts it before the flow arrives); this is the chrome around it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Widget } from '../../../contracts/entities';
import type { FlowEditor, FlowNode } from '../../../engine/index';
import { useEditorSnapshot } from '../../editor/useEditorSnapshot';
import { AddNodeModal } from './AddNodeModal';
import { ConflictDialog } from './ConflictDialog';
import type { FlowAccess } from './flowAccess';
import { downloadText, flowFileName, serializeFlow } from './flowFile';
import { chooseFlowFile, type ChosenFlowFile } from './chooseFlowFile';
import { FlowStatus } from './FlowStatus';
import { FlowToolbar } from './FlowToolbar';
import { ImportFlowDialog } from './ImportFlowDialog';
import { useApi } from '../../api/ApiContext';
import { keys } from '../../api/queries';
import { NodeEditModal } from './nodeForms/NodeEditModal';
import { NodeWarningPopover, type OpenWarnings } from './NodeWarningPopover';
import { useWidgetSecrets } from './useWidgetSecrets';
import { FindPanel } from './FindPanel';
import { FlowMinimap } from './FlowMinimap';
import { useMinimapPreference } from './useMinimapPreference';

export function FlowWorkspace({
  editor,
  widget,
  access,
  onWidgetChanged,
  onReloadFlow,
}: {
  editor: FlowEditor;
  widget: Widget;
  access: FlowAccess;
  /** Saved or published: the widget's canPublish/publishedAt changed. */
  onWidgetChanged(): void;
  /** Refetch the flow (after a conflict or an import); a new editor follows. */
  onReloadFlow(): Promise<unknown>;
}) {
  const snapshot = useEditorSnapshot(editor);
  const [adding, setAdding] = useState(false);
  const [openNode, setOpenNode] = useState<FlowNode | null>(null);
  const [openWarnings, setOpenWarnings] = useState<OpenWarnings | null>(null);
  const [chosenFile, setChosenFile] = useState<ChosenFlowFile | null>(null);
  const [readingFile, setReadingFile] = useState<string | null>(null);
  const fileReads = useRef(0);
  const api = useApi();
  const [reloading, setReloading] = useState(false);
  const [minimap, setMinimap] = useMinimapPreference();
  const conflict = snapshot.save === 'conflict';
  const modalOpen = adding || openNode !== null || chosenFile !== null || readingFile !== null || conflict;

  useEffect(() => editor.setKeyboardEnabled(!modalOpen), [editor, modalOpen]);
  useWidgetSecrets(editor, widget.id);
  const openNodeById = useCallback(
    (nodeId: number) => {
      const node = editor.model.getNode(nodeId);
      if (node) setOpenNode(structuredClone(node));
    },
    [editor],
  );
  const closeWarnings = useCallback(() => setOpenWarnings(null), []);

  useEffect(() => {
    const offs = [
      editor.on('openNode', ({ nodeId }) => openNodeById(nodeId)),
      editor.on('openWarnings', (at) => setOpenWarnings(at)),
      editor.on('saved', () => onWidgetChanged()),
      editor.on('published', () => onWidgetChanged()),
    ];
    return () => offs.forEach((off) => off());
  }, [editor, onWidgetChanged, openNodeById]);

  const reload = async () => {
    setReloading(true);
    try {
      await onReloadFlow();
    } finally {
      setReloading(false);
    }
  };

  const chooseFile = async (file: File) => {
    const reading = ++fileReads.current;
    setReadingFile(file.name);
    let chosen: ChosenFlowFile;
    try {
      chosen = await chooseFlowFile(file, api, keys.widgetFlow(widget.id));
    } catch (error) {
      chosen = { fileName: file.name, nodes: 0, connections: 0, problem: error instanceof Error ? error.message : String(error), send: async () => undefined, dispose: () => undefined };
    }
    // Cancelled (or another file chosen) while this one was being read: drop it.
    if (reading !== fileReads.current) return chosen.dispose();
    setReadingFile(null);
    setChosenFile(chosen);
  };
  const closeChosenFile = () => {
    fileReads.current += 1;
    chosenFile?.dispose();
    setChosenFile(null);
    setReadingFile(null);
  };

  return (
    <>
      <FlowToolbar
        editor={editor}
        snapshot={snapshot}
        widget={widget}
        access={access}
        onAddNode={() => setAdding(true)}
        onExport={() => downloadText(flowFileName(widget.name), serializeFlow(editor.exportDocument()))}
        onImportFile={(file) => void chooseFile(file)}
        minimap={minimap}
        onMinimapChange={setMinimap}
      />
      <FindPanel editor={editor} />
      {minimap ? <FlowMinimap editor={editor} /> : null}
      <FlowStatus counts={{ nodes: snapshot.nodeCount, connections: snapshot.connectionCount, version: snapshot.version }} />
      <AddNodeModal
        open={adding}
        onClose={() => setAdding(false)}
        onPick={(type) => {
          setAdding(false);
          editor.startGhost(type);
        }}
      />
      <NodeWarningPopover editor={editor} at={openWarnings} onClose={closeWarnings} onOpenNode={openNodeById} />
      <NodeEditModal editor={editor} node={openNode} canEdit={snapshot.canEdit} onClose={() => setOpenNode(null)} />
      <ImportFlowDialog
        chosen={chosenFile}
        readingFile={readingFile}
        baseVersion={snapshot.version}
        onClose={closeChosenFile}
        onImported={() => {
          closeChosenFile();
          void onReloadFlow();
          onWidgetChanged();
        }}
      />
      <ConflictDialog open={conflict} reloading={reloading} onReload={() => void reload()} />
    </>
  );
}
