// The canvas's input as the editor takes it: what the pointer router asks of the editor (hit-tests, machine
// events, box selection, hover, warning icons, note edges) and what the DOM input layer calls
// (attachCanvasInput). Both are built here from the editor's parts; neither holds state of its own.
import type { CanvasCursor, CanvasPointer } from '../input/canvasPointer';
import type { CanvasInputTarget } from '../input/attachCanvasInput';
import type { EditorKeyCommand } from '../input/keyCommand';
import type { DrawingPhase, PointerRouter, PointerRouterHost } from '../input/PointerRouter';
import type { FlowModel } from '../model/FlowModel';
import type { InteractionState } from '../render/FlowRenderer';
import type { Point } from '../spatial/connectionCurve';
import { hitTest } from '../spatial/hitTest';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import { isOnWarningIcon } from '../spatial/warningIcon';
import type { EditorActors } from './editorActors';
import type { EditorViewport } from './EditorViewport';
import type { GhostPlacement } from './GhostPlacement';
import { applyHover } from './hoverState';
import type { LiveGestures } from './LiveGestures';
import { isOnNoteEdge } from './NoteResizeSession';
import type { SceneOutputs } from './SceneOutputs';

export interface CanvasInputParts {
  model: FlowModel;
  index: SpatialIndex;
  interaction: InteractionState;
  actors: EditorActors;
  outputs: SceneOutputs;
  view: EditorViewport;
  ghost: GhostPlacement;
  gestures: LiveGestures;
  canEdit(): boolean;
  selection(): ReadonlySet<number>;
  select(ids: readonly number[]): void;
  cursor(cursor: CanvasCursor): void;
  openNode(nodeId: number): void;
  openWarnings(nodeId: number, screen: Point): void;
}

export function pointerRouterHost(parts: CanvasInputParts): PointerRouterHost {
  const { model, index, interaction, actors, outputs, view } = parts;
  return {
    hitTest: (screen) => hitTest(model, index, view.screenToWorld(screen.x, screen.y), view.current().scale),
    toWorld: (screen) => view.screenToWorld(screen.x, screen.y),
    canEdit: () => parts.canEdit(),
    ghostActive: () => actors.ghost.getSnapshot().value === 'placing',
    drawingPhase: () => actors.connection.getSnapshot().value as DrawingPhase,
    viewport: (event) => actors.viewport.send(event),
    connection: (event) => actors.connection.send(event),
    drag: (event) => actors.drag.send(event),
    ghost: (world, place) => parts.ghost.pointer(world, place),
    boxSelect: (box, done) => {
      interaction.selectionBox = done ? null : box;
      outputs.overlaysChanged();
      if (done && box) {
        const selection = new Set(parts.selection());
        for (const id of index.nodeIdsIn(box)) selection.add(id);
        parts.select([...selection]);
      }
    },
    hover: (hit) => {
      if (applyHover(interaction, hit)) outputs.statesChanged();
    },
    cursor: (cursor) => parts.cursor(cursor),
    openNode: (nodeId) => parts.openNode(nodeId),
    onWarningIcon: (nodeId, world) => {
      const node = model.getNode(nodeId);
      return node !== undefined && (interaction.warningCounts.get(nodeId) ?? 0) > 0 && isOnWarningIcon(node, world);
    },
    openWarnings: (nodeId, screen) => parts.openWarnings(nodeId, screen),
    onResizeEdge: (nodeId, world) => {
      const node = model.getNode(nodeId);
      return parts.canEdit() && node !== undefined && isOnNoteEdge(node, nodeWidth(node), nodeHeight(node), world.x, world.y, view.current().scale);
    },
    resize: (phase, nodeId, world) => parts.gestures.resizeNote(phase, nodeId, world),
  };
}

/** What canvasInputTarget needs from the editor: the pointer router and ghost, and the target's own calls. */
export interface CanvasInputEditor
  extends Pick<CanvasInputTarget, 'wheel' | 'key' | 'keysEnabled' | 'copyToText' | 'cutToText' | 'pasteText' | 'resize' | 'onCursor' | 'canvasFocus'> {
  router: PointerRouter;
  ghost: GhostPlacement;
  /** Where the pointer is over the canvas (screen pixels), null when it left (co-editing presence). */
  pointerAt?(screen: CanvasPointer | null): void;
}

/** What attachCanvasInput drives; every pointer position is remembered for ghosts started from a key or modal. */
export function canvasInputTarget(editor: CanvasInputEditor): CanvasInputTarget {
  const { router } = editor;
  const track = (pointer: CanvasPointer) => {
    editor.ghost.trackPointer(pointer);
    editor.pointerAt?.(pointer);
    return pointer;
  };
  return {
    pointerDown: (pointer) => router.down(track(pointer)),
    pointerMove: (pointer) => router.move(track(pointer)),
    pointerUp: (pointer) => router.up(track(pointer)),
    pointerCancel: () => router.cancel(),
    pointerLeave: () => {
      editor.pointerAt?.(null);
      router.leave();
    },
    doubleClick: (pointer) => router.doubleClick(pointer),
    wheel: (event) => editor.wheel(event),
    key: (command) => editor.key(command),
    copyToText: () => editor.copyToText(),
    cutToText: () => editor.cutToText(),
    pasteText: (text) => editor.pasteText(text),
    keysEnabled: () => editor.keysEnabled(),
    resize: (width, height) => editor.resize(width, height),
    onCursor: (listener) => editor.onCursor(listener),
    canvasFocus: (focused, visible) => editor.canvasFocus(focused, visible),
  };
}
