// The editor at work: toolbar, find, minimap, status line and the editor's modals around one FlowEditor (the
// draft's), or around a published version's read-only editor while the version history shows one. The canvas is
// the page's (WidgetFlowPage mounts it before the flow arrives); it is told which editor to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Widget } from '../../../contracts/entities';
import type { FlowEditor, FlowNode } from '../../../engine/index';
import { useEditorSnapshot } from '../../editor/useEditorSnapshot';
import { AddNodeModal } from './AddNodeModal';
import { CollabNotices } from './collab/CollabNotices';
import { FlowPeople } from './collab/FlowPeople';
import { FlowUnreachableDialog } from './collab/FlowUnreachableDialog';
import { useCollabNotices } from './collab/useCollabNotices';
import { useLiveCollaboration } from './collab/useLiveCollaboration';
import { useWidgetFollowsRemoteChanges } from './collab/useWidgetFollowsRemoteChanges';
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
import { HistoryPanel } from './history/HistoryPanel';
import { useVersionHistory } from './history/useVersionHistory';
import { VersionBanner } from './history/VersionBanner';
import { ResultsOverlayPanel } from './results/ResultsOverlayPanel';

export function FlowWorkspace({
  editor,
  widget,
  access,
  gone,
  onWidgetChanged,
  onReloadFlow,
  onShownEditor,
}: {
  editor: FlowEditor;
  widget: Widget;
  access: FlowAccess;
  /** The server answered 404 to a save: the widget is gone. */
  gone: boolean;
  /** Saved or published: the widget's canPublish/publishedAt changed. */
  onWidgetChanged(): void;
  /** Refetch the flow (after an import of one's own); a new editor follows. */
  onReloadFlow(): Promise<unknown>;
  /** The editor the canvas shows: the draft's, or the version open read-only. */
  onShownEditor(shown: FlowEditor): void;
}) {
  const snapshot = useEditorSnapshot(editor);
  const history = useVersionHistory(editor, widget, access, onWidgetChanged);
  // What the canvas, toolbar and status show: the draft, or the version open read-only.
  const shown = history.shown;
  const shownSnapshot = useEditorSnapshot(shown);
  useEffect(() => onShownEditor(shown), [shown, onShownEditor]);
  const [adding, setAdding] = useState(false);
  const [openNode, setOpenNode] = useState<FlowNode | null>(null);
  const [openWarnings, setOpenWarnings] = useState<OpenWarnings | null>(null);
  const [chosenFile, setChosenFile] = useState<ChosenFlowFile | null>(null);
  const [readingFile, setReadingFile] = useState<string | null>(null);
  const fileReads = useRef(0);
  const api = useApi();
  const [minimap, setMinimap] = useMinimapPreference();
  const [, navigate] = useLocation();
  // Co-editing: the live channel, the quiet notices, and the one case that cannot be recovered from.
  const live = useLiveCollaboration(editor, widget.id, widget.organizationId);
  const { notices, dismiss } = useCollabNotices(editor, openNode?.id ?? null);
  useWidgetFollowsRemoteChanges(editor, onWidgetChanged);
  const unreachable = gone ? 'widget-gone' : live.end === 'closed' ? null : live.end;
  const modalOpen = adding || openNode !== null || chosenFile !== null || readingFile !== null || unreachable !== null;
  const exportFlow = () => downloadText(flowFileName(widget.name), serializeFlow(shown.exportDocument()));

  useEffect(() => shown.setKeyboardEnabled(!modalOpen), [shown, modalOpen]);
  useWidgetSecrets(editor, widget.id);
  const openNodeById = useCallback(
    (nodeId: number) => {
      const node = shown.model.getNode(nodeId);
      if (node) setOpenNode(structuredClone(node));
    },
    [shown],
  );
  const closeWarnings = useCallback(() => setOpenWarnings(null), []);

  useEffect(() => {
    const offs = [shown.on('openNode', ({ nodeId }) => openNodeById(nodeId)), shown.on('openWarnings', (at) => setOpenWarnings(at))];
    return () => {
      offs.forEach((off) => off());
      setOpenNode(null);
      setOpenWarnings(null);
    };
  }, [shown, openNodeById]);
  useEffect(() => {
    const offs = [editor.on('saved', () => onWidgetChanged()), editor.on('published', () => onWidgetChanged())];
    return () => offs.forEach((off) => off());
  }, [editor, onWidgetChanged]);

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
        editor={shown}
        snapshot={shownSnapshot}
        widget={widget}
        access={history.shownAccess}
        onAddNode={() => setAdding(true)}
        onExport={exportFlow}
        people={shown === editor && editor.collab ? <FlowPeople collab={editor.collab} following={snapshot.following} /> : null}
        live={live.status}
        onImportFile={(file) => void chooseFile(file)}
        minimap={minimap}
        onMinimapChange={setMinimap}
        history={history.panelOpen}
        onHistoryChange={history.setPanelOpen}
      />
      <FindPanel editor={shown} />
      {minimap ? <FlowMinimap editor={shown} /> : null}
      {history.panelOpen ? (
        <HistoryPanel
          widgetId={widget.id}
          selected={history.selected}
          onOpen={history.open}
          onClose={() => history.setPanelOpen(false)}
        />
      ) : null}
      <ResultsOverlayPanel editor={shown} widget={widget} />
      <VersionBanner history={history} />
      <FlowStatus
        counts={{ nodes: shownSnapshot.nodeCount, connections: shownSnapshot.connectionCount, version: history.viewed?.version ?? shownSnapshot.version }}
        published={history.viewed !== null}
      />
      <AddNodeModal
        open={adding}
        onClose={() => setAdding(false)}
        onPick={(type) => {
          setAdding(false);
          editor.startGhost(type);
        }}
      />
      <NodeWarningPopover editor={shown} at={openWarnings} onClose={closeWarnings} onOpenNode={openNodeById} />
      <NodeEditModal editor={shown} node={openNode} canEdit={shownSnapshot.canEdit} onClose={() => setOpenNode(null)} />
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
      <CollabNotices notices={notices} onDismiss={dismiss} />
      <FlowUnreachableDialog
        reason={unreachable}
        onDownload={() => downloadText(flowFileName(widget.name), serializeFlow(editor.exportDocument()))}
        onLeave={() => navigate(unreachable === 'widget-gone' ? `/${widget.organizationId}/widgets` : '/')}
      />
    </>
  );
}
