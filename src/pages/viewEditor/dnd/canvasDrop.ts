// Drag-and-drop on the view canvas (editor.md §4) with pragmatic-drag-and-drop. The view lives in a shadow
// root, where the library cannot see draggables or drop targets (DOM events are retargeted to the host), so:
// - the shadow HOST is the one draggable: which block a drag carries is read from the point it starts at
//   (the innermost block there, or the selected block when the pointer is inside it);
// - the canvas frame (light DOM, around the host) is the one drop target: where a drag would land comes from
//   the renderer's block boxes (blockRects(), measured once per drag) and canvasPlacement.ts, not from
//   per-block drop targets. The indicator is one absolutely placed element, moved without React.
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements, monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { setCustomNativeDragPreview } from '@atlaskit/pragmatic-drag-and-drop/element/set-custom-native-drag-preview';
import type { ViewHandle } from '../../../../runtime/view/renderView';
import { pathToBlock, blockAtPath } from '../../../../engine/model/view/blockPatch';
import type { ViewEditorApi } from '../viewEditorApi';
import { canvasPlacement, type Box, type CanvasLayout, type CanvasPlacement } from './canvasPlacement';
import { blockDrag, readDrag, type ViewDrag } from './dragData';
import { dropAllowed, dropCommand } from './dropCommand';

interface Pointer {
  clientX: number;
  clientY: number;
}

export interface CanvasDropOptions {
  /** The drop target: the canvas frame around the screen (drags over the shadow root reach it as the host). */
  frame: HTMLElement;
  /** The screen element: origin of the boxes and parent of the indicator. */
  screen: HTMLElement;
  /** The drop indicator element (inside `screen`). */
  indicator: HTMLElement;
  handle: ViewHandle;
  /** The current editor API (read at drag time: the tree changes between drags). */
  editor(): ViewEditorApi;
}

/** Registers the canvas as a drop target for blocks and templates; returns the cleanup. */
export function attachCanvasDrop({ frame, screen, indicator, handle, editor }: CanvasDropOptions): () => void {
  let layout: CanvasLayout | null = null;
  const allowed = new Map<string, boolean>();
  let shownKey: string | null = null;

  const measure = (): CanvasLayout => {
    const origin = screen.getBoundingClientRect();
    const boxes = new Map<number, Box>();
    for (const [id, rect] of handle.blockRects()) boxes.set(id, { left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height });
    return { root: editor().root, boxes };
  };
  const placementAt = (drag: ViewDrag, pointer: Pointer): CanvasPlacement | null => {
    layout ??= measure();
    const origin = screen.getBoundingClientRect();
    const placement = canvasPlacement(layout, { x: pointer.clientX - origin.left, y: pointer.clientY - origin.top });
    if (!placement) return null;
    const key = `${placement.place.parentId}:${placement.place.index}`;
    let ok = allowed.get(key);
    if (ok === undefined) {
      ok = dropAllowed(layout.root, drag, placement.place);
      allowed.set(key, ok);
    }
    return ok ? placement : null;
  };
  const hide = () => {
    if (shownKey === null) return;
    shownKey = null;
    indicator.hidden = true;
  };
  const show = (drag: ViewDrag | null, pointer: Pointer) => {
    const placement = drag ? placementAt(drag, pointer) : null;
    if (!placement) return hide();
    const { box, kind } = placement.indicator;
    const key = `${kind}:${box.left}:${box.top}:${box.width}:${box.height}`;
    if (key === shownKey) return;
    shownKey = key;
    indicator.dataset.kind = kind;
    indicator.style.transform = `translate(${box.left}px, ${box.top}px)`;
    indicator.style.width = `${box.width}px`;
    indicator.style.height = `${box.height}px`;
    indicator.hidden = false;
  };
  const reset = () => {
    layout = null;
    allowed.clear();
    hide();
  };

  return combine(
    dropTargetForElements({
      element: frame,
      canDrop: ({ source }) => readDrag(source.data) !== null && editor().mode === 'design' && !editor().readOnly,
      onDragEnter: ({ source, location }) => show(readDrag(source.data), location.current.input),
      onDrag: ({ source, location }) => show(readDrag(source.data), location.current.input),
      onDragLeave: () => hide(),
      onDrop: ({ source, location }) => {
        const drag = readDrag(source.data);
        const placement = drag ? placementAt(drag, location.current.input) : null;
        reset();
        if (!drag || !placement) return;
        editor().run(dropCommand(drag, placement.place));
        drag.result.applied = true;
      },
    }),
    monitorForElements({
      canMonitor: ({ source }) => readDrag(source.data) !== null,
      onDragStart: reset,
      onDrop: reset,
    }),
  );
}

/** The block a drag starting at `pointer` carries: the selected block when the pointer is inside it, else the innermost one; never the root. */
function blockToDrag(handle: ViewHandle, editor: ViewEditorApi, pointer: Pointer): number | null {
  const element = handle.shadowRoot.elementFromPoint(pointer.clientX, pointer.clientY)?.closest<HTMLElement>('[data-block-id]');
  const id = element ? Number(element.dataset.blockId) : Number.NaN;
  const path = Number.isNaN(id) ? null : pathToBlock(editor.root, id);
  if (!path) return null;
  if (editor.selectedId !== null) {
    const selected = pathToBlock(editor.root, editor.selectedId);
    if (selected && selected.length > 0 && selected.length <= path.length && selected.every((step, level) => path[level] === step)) return editor.selectedId;
  }
  return path.length === 0 ? null : id;
}

export interface CanvasDragOptions {
  /** The shadow host the view is rendered into. */
  host: HTMLElement;
  handle: ViewHandle;
  editor(): ViewEditorApi;
}

/**
 * Makes blocks on the canvas draggable (design mode only: a draggable host would keep visitors' text fields in
 * preview from selecting text). Returns the cleanup.
 */
export function attachCanvasDrag({ host, handle, editor }: CanvasDragOptions): () => void {
  return draggable({
    element: host,
    canDrag: ({ input }) => !editor().readOnly && blockToDrag(handle, editor(), input) !== null,
    getInitialData: ({ input }) => blockDrag(blockToDrag(handle, editor(), input)!),
    onGenerateDragPreview: ({ nativeSetDragImage, source }) => {
      const drag = readDrag(source.data);
      if (drag?.kind !== 'block') return;
      const path = pathToBlock(editor().root, drag.blockId);
      const block = path ? blockAtPath(editor().root, path) : null;
      setCustomNativeDragPreview({
        nativeSetDragImage,
        render: ({ container }) => {
          const chip = document.createElement('div');
          chip.className = 'view-drag-chip';
          chip.textContent = block ? `${block.type} #${block.id}` : 'block';
          container.append(chip);
        },
      });
    },
  });
}
