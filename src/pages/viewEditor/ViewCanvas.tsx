// The view editor's canvas: the runtime's own block renderer (runtime/view/renderView.ts) in a shadow root, at
// the viewport width the toolbar or the edge handle sets, so the designer sees exactly what visitors get.
// Design mode draws the hover and selection outlines as overlays (those two blocks measured on change and
// resize, never per frame), selects on a click that moved less than 5 px, and takes drags (dnd/canvasDrop.ts);
// preview mode behaves as for a visitor.
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CLICK_TOLERANCE_PX } from '../../../engine/model/index';
import type { ViewConfig } from '../../../engine/model/kinds/viewKind';
import { studioFontUrls } from '../../../runtime/view/fontLoader';
import { renderView, type ViewHandle } from '../../../runtime/view/renderView';
import { useConfig } from '../../config/ConfigContext';
import { uploadUrl } from '../../config/uploads';
import { attachCanvasDrag, attachCanvasDrop } from './dnd/canvasDrop';
import { addDesignAids } from './dnd/designAids';
import { readDrag } from './dnd/dragData';
import { draggedViewportWidth, VIEWPORT_WIDTH_MAX, VIEWPORT_WIDTH_MIN } from './editorState';
import { useViewEditor } from './viewEditorApi';
import { viewAccessibilityIssues } from './accessibility/blockAccessibility';

/** Arrow keys on the width handle move the edge by this much (Shift: ten times). */
const HANDLE_STEP = 10;

interface Outline {
  left: number;
  top: number;
  width: number;
  height: number;
}

const sameOutline = (a: Outline | null, b: Outline | null) =>
  a === b || (a !== null && b !== null && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);

export interface ViewCanvasProps {
  view: ViewConfig;
  /** Custom viewport width, or null for auto (the canvas's width). */
  width: number | null;
  /** The edge handle was dragged (or moved with the arrow keys) to this width (already clamped). */
  onWidthChange(width: number): void;
}

/** A block's accessibility marker on the canvas (visual; the property panel says the same in words). */
interface AccessibilityMark {
  id: number;
  left: number;
  top: number;
  title: string;
}

export function ViewCanvas({ view, width, onWidthChange }: ViewCanvasProps) {
  const editor = useViewEditor();
  const config = useConfig();
  const frame = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const indicator = useRef<HTMLDivElement>(null);
  const handle = useRef<ViewHandle | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const [hovered, setHovered] = useState<number | null>(null);
  const [outlines, setOutlines] = useState<{ selected: Outline | null; hovered: Outline | null }>({ selected: null, hovered: null });
  const [autoWidth, setAutoWidth] = useState(VIEWPORT_WIDTH_MAX);
  // Design-time accessibility issues (issue 25), marked on their blocks; the panel lists them in words.
  const issues = useMemo(() => viewAccessibilityIssues(view.root), [view.root]);
  const [marks, setMarks] = useState<AccessibilityMark[]>([]);
  const [layoutTick, setLayoutTick] = useState(0);
  const design = editor.mode === 'design';

  useEffect(() => {
    const created = renderView(host.current!, view, {
      fileUrl: (fileId) => uploadUrl(config, fileId, 'original'),
      fontUrl: studioFontUrls(window.location.origin),
      mode: editorRef.current.mode,
      dialogPlacement: 'contained',
    });
    handle.current = created;
    addDesignAids(created.shadowRoot);
    const detachDrop = attachCanvasDrop({ frame: frame.current!, screen: screen.current!, indicator: indicator.current!, handle: created, editor: () => editorRef.current });
    // Dragging near the canvas's edges scrolls it (a tall view, or a wide custom width).
    const detachScroll = autoScrollForElements({ element: frame.current!, canScroll: ({ source }) => readDrag(source.data) !== null });
    setLayoutTick((tick) => tick + 1);
    return () => {
      detachScroll();
      detachDrop();
      created.destroy();
      handle.current = null;
    };
    // The renderer is made once; later views go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A drag hides the hover outline (pointer events stop during a native drag, so it would stay behind).
  useEffect(() => monitorForElements({ onDragStart: () => setHovered(null) }), []);

  // Blocks are draggable in design mode only: a draggable host would keep preview's text fields from selecting text.
  useEffect(() => {
    if (!design || editor.readOnly || !handle.current) return;
    return attachCanvasDrag({ host: host.current!, handle: handle.current, editor: () => editorRef.current });
  }, [design, editor.readOnly]);

  useEffect(() => {
    handle.current?.update(view);
    setLayoutTick((tick) => tick + 1);
  }, [view]);

  useEffect(() => {
    handle.current?.setMode(editor.mode);
    setHovered(null);
  }, [editor.mode]);

  useEffect(() => {
    const observer = new ResizeObserver(() => setLayoutTick((tick) => tick + 1));
    observer.observe(frame.current!);
    observer.observe(host.current!);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const origin = screen.current?.getBoundingClientRect();
    // Only the two outlined blocks are measured (one layout, two rects), not the whole view.
    const place = (id: number | null): Outline | null => {
      const rect = id === null || !design ? undefined : handle.current?.blockElement(id)?.getBoundingClientRect();
      if (!rect || !origin) return null;
      return { left: rect.left - origin.left, top: rect.top - origin.top, width: rect.width, height: rect.height };
    };
    const next = { selected: place(editor.selectedId), hovered: hovered === editor.selectedId ? null : place(hovered) };
    // Unchanged boxes (an edit that moved nothing) cost no second render.
    setOutlines((current) => (sameOutline(current.selected, next.selected) && sameOutline(current.hovered, next.hovered) ? current : next));
    // The handle is a focusable separator: it must say its value, the automatic width too.
    if (origin) setAutoWidth(Math.round(origin.width));
    // Only flagged blocks are measured (a handful), and only while designing.
    const nextMarks: AccessibilityMark[] = [];
    if (design && origin) {
      for (const [id, found] of issues) {
        const rect = handle.current?.blockElement(id)?.getBoundingClientRect();
        if (rect && rect.width > 0) nextMarks.push({ id, left: rect.right - origin.left - 18, top: rect.top - origin.top + 2, title: found.map((issue) => issue.message).join('\n') });
      }
    }
    setMarks((current) => (JSON.stringify(current) === JSON.stringify(nextMarks) ? current : nextMarks));
  }, [editor.selectedId, design, hovered, layoutTick, width, issues]);

  const press = useRef<{ x: number; y: number } | null>(null);
  const resize = useRef<{ x: number; width: number } | null>(null);
  const currentWidth = () => width ?? Math.round(screen.current!.getBoundingClientRect().width);
  return (
    <div className="view-canvas" ref={frame} tabIndex={0} aria-label="View canvas" data-testid="view-canvas" data-mode={editor.mode}>
      <div
        ref={screen}
        className="view-canvas__screen"
        style={{ width: width === null ? '100%' : `${width}px` }}
        data-testid="view-canvas-screen"
        onPointerDown={(event) => {
          press.current = { x: event.clientX, y: event.clientY };
          // Keys (Delete, copy, paste) go to the editor after a click on the view, even on non-focusable blocks.
          if (design) frame.current?.focus({ preventScroll: true });
        }}
        onPointerMove={(event) => {
          if (design) setHovered(handle.current?.blockIdAt(event.nativeEvent) ?? null);
        }}
        onPointerLeave={() => setHovered(null)}
        onClick={(event) => {
          const start = press.current;
          press.current = null;
          if (!design || !start || Math.hypot(event.clientX - start.x, event.clientY - start.y) >= CLICK_TOLERANCE_PX) return;
          editor.select(handle.current?.blockIdAt(event.nativeEvent) ?? null);
        }}
      >
        <div ref={host} className="view-canvas__host" data-testid="view-canvas-host" />
        {outlines.hovered ? <div className="view-canvas__outline view-canvas__outline--hover" style={outlines.hovered} aria-hidden="true" /> : null}
        {outlines.selected ? <div className="view-canvas__outline view-canvas__outline--selected" style={outlines.selected} data-testid="view-canvas-selection" aria-hidden="true" /> : null}
        {marks.map((mark) => (
          <span key={mark.id} className="view-canvas__a11y-mark" style={{ left: mark.left, top: mark.top }} title={mark.title} aria-hidden="true" data-testid={`view-canvas-a11y-${mark.id}`}>
            !
          </span>
        ))}
        <div ref={indicator} className="view-canvas__drop" hidden aria-hidden="true" data-testid="view-canvas-drop" />
        <div
          className="view-canvas__handle"
          role="separator"
          aria-orientation="vertical"
          aria-label="Viewport width: drag the edge or use the arrow keys"
          aria-valuemin={VIEWPORT_WIDTH_MIN}
          aria-valuemax={VIEWPORT_WIDTH_MAX}
          aria-valuenow={width ?? autoWidth}
          aria-valuetext={width === null ? `${autoWidth} px (automatic)` : `${width} px`}
          tabIndex={0}
          data-testid="view-canvas-width-handle"
          onPointerDown={(event) => {
            event.stopPropagation();
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            resize.current = { x: event.clientX, width: currentWidth() };
          }}
          onPointerMove={(event) => {
            event.stopPropagation();
            if (resize.current) onWidthChange(draggedViewportWidth(resize.current.width, event.clientX - resize.current.x));
          }}
          onPointerUp={() => (resize.current = null)}
          onPointerCancel={() => (resize.current = null)}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            event.preventDefault();
            const step = (event.shiftKey ? 10 : 1) * HANDLE_STEP * (event.key === 'ArrowLeft' ? -1 : 1);
            onWidthChange(draggedViewportWidth(currentWidth(), step / 2));
          }}
        />
      </div>
    </div>
  );
}
