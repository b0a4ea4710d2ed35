// The view editor's canvas: the runtime's own block renderer (runtime/view/renderView.ts) in a shadow root, at
// the viewport width the toolbar sets, so the designer sees exactly what visitors get. Design mode draws the
// hover and selection outlines as overlays from blockRects() (recomputed on change, never per frame) and
// selects on a click that moved less than 5 px; preview mode behaves as for a visitor.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ViewConfig } from '../../../engine/model/kinds/viewKind';
import { studioFontUrls } from '../../../runtime/view/fontLoader';
import { renderView, type ViewHandle } from '../../../runtime/view/renderView';
import { useConfig } from '../../config/ConfigContext';
import { uploadUrl } from '../../config/uploads';
import { attachCanvasDrop } from './dnd/canvasDrop';
import { useViewEditor } from './viewEditorApi';

const CLICK_SLOP = 5;

interface Outline {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function ViewCanvas({ view, width }: { view: ViewConfig; width: number | null }) {
  const editor = useViewEditor();
  const config = useConfig();
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<ViewHandle | null>(null);
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const [hovered, setHovered] = useState<number | null>(null);
  const [outlines, setOutlines] = useState<{ selected: Outline | null; hovered: Outline | null }>({ selected: null, hovered: null });
  const [layoutTick, setLayoutTick] = useState(0);

  useEffect(() => {
    const created = renderView(host.current!, view, {
      fileUrl: (fileId) => uploadUrl(config, fileId, 'original'),
      fontUrl: studioFontUrls(window.location.origin),
      mode: editorRef.current.mode,
      dialogPlacement: 'contained',
    });
    handle.current = created;
    const detachDrop = attachCanvasDrop({ host: host.current!, handle: created, editor: () => editorRef.current });
    setLayoutTick((tick) => tick + 1);
    return () => {
      detachDrop();
      created.destroy();
      handle.current = null;
    };
    // The renderer is made once; later views go through update() below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const rects = editor.mode === 'design' ? handle.current?.blockRects() : undefined;
    const origin = frame.current?.getBoundingClientRect();
    const place = (id: number | null): Outline | null => {
      const rect = id === null ? undefined : rects?.get(id);
      if (!rect || !origin) return null;
      return { left: rect.left - origin.left + frame.current!.scrollLeft, top: rect.top - origin.top + frame.current!.scrollTop, width: rect.width, height: rect.height };
    };
    setOutlines({ selected: place(editor.selectedId), hovered: hovered === editor.selectedId ? null : place(hovered) });
  }, [editor.selectedId, editor.mode, hovered, layoutTick, width]);

  const press = useRef<{ x: number; y: number } | null>(null);
  const design = editor.mode === 'design';
  return (
    <div className="view-canvas" ref={frame} tabIndex={0} aria-label="View canvas" data-testid="view-canvas" data-mode={editor.mode} onScroll={() => setLayoutTick((tick) => tick + 1)}>
      <div
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
          if (!design || !start || Math.hypot(event.clientX - start.x, event.clientY - start.y) >= CLICK_SLOP) return;
          editor.select(handle.current?.blockIdAt(event.nativeEvent) ?? null);
        }}
      >
        <div ref={host} className="view-canvas__host" data-testid="view-canvas-host" />
      </div>
      {outlines.hovered ? <div className="view-canvas__outline view-canvas__outline--hover" style={outlines.hovered} aria-hidden="true" /> : null}
      {outlines.selected ? <div className="view-canvas__outline view-canvas__outline--selected" style={outlines.selected} data-testid="view-canvas-selection" aria-hidden="true" /> : null}
    </div>
  );
}
