// Hosts the engine's pixi scene with @pixi/react: <Application> owns the WebGL context and the stage, one
// <pixiContainer> is handed to the engine's renderer, and the engine manages everything inside it (no React
// component per node). The ticker never starts: the renderer draws on demand.
import { Application, extend, useApplication } from '@pixi/react';
import { Container } from 'pixi.js';
import { memo, useEffect, useRef, useState } from 'react';
import { attachCanvasInput, createDebugHandle, createPresenceOverlay, PixiFlowRenderer, pixiApplicationOptions, type FlowEditor } from '../../engine/index';
import { exposeDebugHandle } from './debugGlobal';

extend({ Container });

type ThemeName = 'light' | 'dark';

/** Inside <Application>: creates the renderer on the container React mounted for it. */
function SceneRoot({ theme, onRenderer }: { theme: ThemeName; onRenderer(renderer: PixiFlowRenderer | null): void }) {
  const { app, isInitialised } = useApplication();
  const rootRef = useRef<Container>(null);
  const themeRef = useRef(theme);
  themeRef.current = theme;
  useEffect(() => {
    const root = rootRef.current;
    if (!isInitialised || !root) return;
    const renderer = new PixiFlowRenderer(app, root, themeRef.current);
    onRenderer(renderer);
    return () => {
      onRenderer(null);
      renderer.destroy();
    };
  }, [app, isInitialised, onRenderer]);
  return <pixiContainer ref={rootRef} />;
}

const PixiHost = memo(function PixiHost({ theme, onRenderer }: { theme: ThemeName; onRenderer(renderer: PixiFlowRenderer | null): void }) {
  return (
    <Application className="flow-canvas__surface" {...pixiApplicationOptions()} width={1} height={1}>
      <SceneRoot theme={theme} onRenderer={onRenderer} />
    </Application>
  );
});

/**
 * The canvas of the flow page, mounted before the editor exists (`editor` null while the flow loads): pixi and
 * its WebGL context are set up meanwhile and the canvas is sized to the frame, so the editor's first frame
 * only draws. The canvas shows nothing until the renderer has drawn a frame.
 */
export function EditorCanvas({ editor, theme }: { editor: FlowEditor | null; theme: ThemeName }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<PixiFlowRenderer | null>(null);

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
      detachInput();
      editor.detachRenderer();
    };
  }, [editor, renderer]);

  return (
    <div ref={hostRef} className="flow-frame__canvas" data-testid="flow-canvas" data-ready={renderer && editor ? 'true' : 'false'}>
      <PixiHost theme={theme} onRenderer={setRenderer} />
    </div>
  );
}
