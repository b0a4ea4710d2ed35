// Hosts the engine's pixi scene with @pixi/react: <Application> owns the WebGL context and the stage, one
// <pixiContainer> is handed to the engine's renderer, and the engine manages everything inside it (no React
// component per node). The ticker never starts: the renderer draws on demand.
import { Application, extend, useApplication } from '@pixi/react';
import { Container } from 'pixi.js';
import { memo, useEffect, useRef, useState } from 'react';
import { attachCanvasInput, createDebugHandle, PixiFlowRenderer, pixiApplicationOptions, type FlowEditor } from '../../engine/index';
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

export function EditorCanvas({ editor, theme }: { editor: FlowEditor; theme: ThemeName }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<PixiFlowRenderer | null>(null);

  useEffect(() => {
    renderer?.setTheme(theme);
  }, [renderer, theme]);

  useEffect(() => {
    const host = hostRef.current;
    if (!renderer || !host) return;
    editor.attachRenderer(renderer);
    const detachInput = attachCanvasInput(host, editor.input);
    const hideHandle = exposeDebugHandle(
      createDebugHandle(
        editor,
        () => {
          const rect = host.getBoundingClientRect();
          return { x: rect.left, y: rect.top };
        },
        () => renderer.stats(),
      ),
    );
    return () => {
      hideHandle();
      detachInput();
      editor.detachRenderer();
    };
  }, [editor, renderer]);

  return (
    <div ref={hostRef} className="flow-frame__canvas" data-testid="flow-canvas" data-ready={renderer ? 'true' : 'false'}>
      <PixiHost theme={theme} onRenderer={setRenderer} />
    </div>
  );
}
