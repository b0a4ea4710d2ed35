// The flow toolbar (editor.md §2): zoom, fit, add node, snap, undo/redo, version history, export/import, save state, publish.
// An archived widget shows the archived mark instead of the add and publish controls.
import { useRef, type ReactNode } from 'react';
import type { Widget } from '../../../contracts/entities';
import type { EditorSnapshot, FlowEditor } from '../../../engine/index';
import { ToolbarButton } from '../../editor/ToolbarButton';
import { DownloadIcon, FitIcon, HistoryIcon, PlusIcon, RedoIcon, SnapIcon, UndoIcon, UploadIcon, ZoomInIcon, ZoomOutIcon } from '../../editor/toolbarIcons';
import { ArchivedMark } from './ArchivedMark';
import type { FlowAccess } from './flowAccess';
import { PublishButton } from './PublishButton';
import { SaveIndicator } from './SaveIndicator';
import { FlowNavigationTools } from './FlowNavigationTools';
import type { LiveChannelStatus } from './collab/LiveChannel';

export function FlowToolbar({
  editor,
  snapshot,
  widget,
  access,
  onAddNode,
  onExport,
  onImportFile,
  minimap,
  onMinimapChange,
  history,
  onHistoryChange,
  people,
  live,
}: {
  editor: FlowEditor;
  snapshot: EditorSnapshot;
  widget: Widget;
  access: FlowAccess;
  onAddNode(): void;
  onExport(): void;
  onImportFile(file: File): void;
  minimap: boolean;
  onMinimapChange(on: boolean): void;
  /** The version history panel is open. */
  history: boolean;
  onHistoryChange(open: boolean): void;
  /** Who else has the flow open (co-editing), or null. */
  people?: ReactNode;
  /** The live channel's state (co-editing). */
  live?: LiveChannelStatus;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flow-frame__toolbar flow-toolbar" role="toolbar" aria-label="Flow tools" data-testid="flow-toolbar">
      <div className="flow-toolbar__group">
        <ToolbarButton label="Zoom in" onClick={() => editor.zoomIn()} testId="zoom-in">
          <ZoomInIcon />
        </ToolbarButton>
        <ToolbarButton label="Zoom out" onClick={() => editor.zoomOut()} testId="zoom-out">
          <ZoomOutIcon />
        </ToolbarButton>
        <ToolbarButton label="Fit to view" onClick={() => editor.fit()} testId="fit">
          <FitIcon />
        </ToolbarButton>
      </div>
      <FlowNavigationTools editor={editor} selectionCount={snapshot.selectionCount} minimap={minimap} onMinimapChange={onMinimapChange} />
      {widget.archived ? (
        <div className="flow-toolbar__group">
          <ArchivedMark widget={widget} />
        </div>
      ) : (
        <div className="flow-toolbar__group">
          <ToolbarButton label={access.readOnlyReason ?? 'Add a node'} onClick={onAddNode} disabled={!access.canEdit} testId="add-node">
            <PlusIcon />
          </ToolbarButton>
          <ToolbarButton
            label={snapshot.snap ? 'Snap to grid: on' : 'Snap to grid: off'}
            pressed={snapshot.snap}
            onClick={() => editor.setSnap(!snapshot.snap)}
            disabled={!access.canEdit}
            testId="snap-toggle"
          >
            <SnapIcon />
          </ToolbarButton>
          <ToolbarButton label="Undo" onClick={() => editor.undo()} disabled={!snapshot.canUndo} testId="undo">
            <UndoIcon />
          </ToolbarButton>
          <ToolbarButton label="Redo" onClick={() => editor.redo()} disabled={!snapshot.canRedo} testId="redo">
            <RedoIcon />
          </ToolbarButton>
        </div>
      )}
      <div className="flow-toolbar__group">
        <ToolbarButton label="Version history" pressed={history} onClick={() => onHistoryChange(!history)} testId="history-toggle">
          <HistoryIcon />
        </ToolbarButton>
        <ToolbarButton label="Export JSON" onClick={onExport} testId="export-flow">
          <DownloadIcon />
        </ToolbarButton>
        {access.canEdit ? (
          <ToolbarButton label="Import JSON" onClick={() => fileInput.current?.click()} testId="import-flow">
            <UploadIcon />
          </ToolbarButton>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="import-flow-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onImportFile(file);
          }}
        />
      </div>
      {people}
      <div className="flow-toolbar__group flow-toolbar__group--status">
        {live === 'reconnecting' ? (
          <span className="flow-toolbar__live" role="status" data-testid="live-status" data-state={live}>
            Reconnecting…
          </span>
        ) : null}
        <SaveIndicator state={snapshot.save} error={snapshot.saveError} />
        {widget.archived ? null : (
          <PublishButton state={snapshot.publish} enabled={snapshot.publishEnabled} reason={access.publishReason} onPublish={() => editor.publish()} />
        )}
      </div>
    </div>
  );
}
