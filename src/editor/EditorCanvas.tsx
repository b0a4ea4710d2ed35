// Hosts the engine's flow canvas (engine/render/flowCanvas.ts: a pixi Application and the renderer, made once per
// page and started as early as the app knows a flow will be shown): the canvas element is mounted here, the
// renderer handed to the editor; leaving releases the scene and keeps the canvas for the next flow. The ticker
// never starts: the renderer draws on demand.
import { useEffect, useRef, useState } from 'react';
import { attachAccessibleMirror, attachCanvasInput, createDebugHandle, createPresenceOverlay, NODE_KIND_LABELS, startFlowCanvas, type FlowEditor, type PixiFlowRenderer } from '../../engine/index';
import { exposeDebugHandle } from './debugGlobal';
import { holdFirstViewPicture } from '../pages/flow/firstViewPicture';
import { closeEarlyPreview, removeEarlyHost } from '../pages/flow/earlyPreviewState';

type ThemeName = 'light' | 'dark';

/**
 * The canvas's keyboard-focus ring, one thin element per edge over the canvas: painted with the host instead, the
 * ring's tiles were rastered again on every frame of a pan (the moving canvas invalidates the host's layer under it),
 * and one element over the whole canvas cost more to composite than that (bench/README, "The keyboard's focus
 * ring as four edges").
 */
const FOCUS_RING_EDGES = ['top', 'right', 'bottom', 'left'] as const;

/**
 * The canvas of the flow page, mounted before the editor exists (`editor` null while the flow loads): pixi and
 * its WebGL context are set up meanwhile and the canvas is sized to the frame, so the editor's first frame
 * only draws. The canvas shows nothing until the renderer has drawn a frame.
 */
/**
 * `preview`: the editor is the read-only first view shown while the flow loads (the canvas is not ready for editing).
 * `pictureOf`: the widget whose first view's picture (firstViewPicture.ts) this frame takes over until the canvas has
 * drawn the view at full detail.
 */
export function EditorCanvas({ editor, theme, preview = false, pictureOf }: { editor: FlowEditor | null; theme: ThemeName; preview?: boolean; pictureOf?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<PixiFlowRenderer | null>(null);
  const rendererRef = useRef(renderer);
  rendererRef.current = renderer;
  const themeRef = useRef(theme);
  themeRef.current = theme;

  // The first view's picture, painted before this page existed, stays over the canvas until it has drawn the same.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !pictureOf) return;
    return holdFirstViewPicture(pictureOf, host, () => {
      const stats = rendererRef.current?.stats();
      return !!stats && stats.draws > 0 && stats.settled === true;
    });
  }, [pictureOf]);

  // The page's flow canvas (usually started before this page rendered): mounted first in the frame. When the first
  // script drew the first view on it already (earlyPreview.ts), it moves here from over the page, still drawn.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    closeEarlyPreview();
    let mounted: { canvas: HTMLCanvasElement; renderer: PixiFlowRenderer } | null = null;
    let left = false;
    startFlowCanvas(themeRef.current).then(
      (flowCanvas) => {
        if (left) return;
        mounted = flowCanvas;
        host.prepend(flowCanvas.canvas);
        removeEarlyHost();
        setRenderer(flowCanvas.renderer);
      },
      (failure: unknown) => console.error('the flow canvas could not be set up', failure),
    );
    return () => {
      left = true;
      setRenderer(null);
      if (!mounted) return;
      mounted.renderer.releaseScene();
      mounted.canvas.remove();
    };
  }, []);

  useEffect(() => {
    renderer?.setTheme(theme);
  }, [renderer, theme]);

  // Sized ahead (resizing a WebGL canvas later is a synchronous trip to the GPU process on the critical path);
  // once the editor is attached, the input layer's observer does this.
  useEffect(() => {
    const host = hostRef.current;
    if (!renderer || !host || editor) return;
    const size = () => renderer.resize(host.clientWidth, host.clientHeight);
    const observer = new ResizeObserver(size);
    observer.observe(host);
    size();
    return () => observer.disconnect();
  }, [editor, renderer]);

  useEffect(() => {
    const host = hostRef.current;
    if (!renderer || !host || !editor) return;
    editor.attachRenderer(renderer);
    const detachInput = attachCanvasInput(host, editor.input);
    // Screen readers: the focused node and its neighbourhood, and what changes (engine/accessibility).
    const mirror = attachAccessibleMirror(host, editor, { kindLabel: (type) => NODE_KIND_LABELS[type] });
    // Co-editing: peers' pointers and selections on a 2D canvas over the WebGL one.
    const presence = editor.collab ? createPresenceOverlay(host, editor, editor.collab.presence) : null;
    const hideHandle = exposeDebugHandle(
      createDebugHandle(
        editor,
        () => {
          const rect = host.getBoundingClientRect();
          return { x: rect.left, y: rect.top };
        },
        () => renderer.stats(),
        () => presence?.lastMarks() ?? null,
      ),
    );
    return () => {
      hideHandle();
      presence?.destroy();
      mirror.destroy();
      detachInput();
      editor.detachRenderer();
    };
  }, [editor, renderer]);

  return (
    <div ref={hostRef} className="flow-frame__canvas" data-testid="flow-canvas" data-ready={renderer && editor && !preview ? 'true' : 'false'} data-preview={preview || undefined}>
      {FOCUS_RING_EDGES.map((edge) => (
        <span key={edge} className={`flow-frame__ring flow-frame__ring--${edge}`} aria-hidden="true" />
      ))}
    </div>
  );
}
