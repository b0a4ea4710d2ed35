// The minimap's place on the page (bottom right of the canvas); the engine draws it (createMinimap).
import { useEffect, useRef } from 'react';
import { createMinimap, type FlowEditor } from '../../../engine/index';

export function FlowMinimap({ editor }: { editor: FlowEditor }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const minimap = createMinimap(host.current, editor);
    return () => minimap.destroy();
  }, [editor]);
  return <div ref={host} className="flow-minimap" data-testid="flow-minimap" />;
}
